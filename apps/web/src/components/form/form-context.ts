import { createContext, useContext, type Dispatch, type SetStateAction } from 'react';
import type { z } from 'zod';

/** The schema of the form around a field, so the field can read its label and rules. */
export const FormSchemaContext = createContext<z.ZodType | undefined>(undefined);
export const useFormSchema = () => useContext(FormSchemaContext);

/** How many of a form's files are being uploaded: it is not sent until they are done. */
export const FormUploadsContext = createContext<{
  running: number;
  count: Dispatch<SetStateAction<number>>;
}>({ running: 0, count: () => undefined });
export const useFormUploads = () => useContext(FormUploadsContext);
