import { societyDay } from '@osi/shared';

/** Today's date in India, as a date input writes it (YYYY-MM-DD). */
export const today = () => societyDay();
