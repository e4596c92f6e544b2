import { checkoutSignatureSchema } from '@osi/shared';
import { z } from 'zod';
import type { ImagePreviews, RegistrationDraft } from '../types';

/**
 * What the wizard keeps in this tab's sessionStorage so a reload loses nothing: the step, what
 * was entered except the password, the image previews, the e-mail verification and a payment
 * already made. It is gone when the tab is closed or the registration succeeds.
 */
const savedWizardSchema = z.object({
  step: z.number().int().min(1).max(6),
  values: z.record(z.string(), z.string()),
  previews: z.object({ profilePicture: z.string(), studentId: z.string() }).partial(),
  verification: z
    .object({ sentTo: z.string(), sentAt: z.number(), verified: z.string() })
    .partial(),
  payment: checkoutSignatureSchema.optional(),
});

export type SavedWizard = Omit<z.infer<typeof savedWizardSchema>, 'values' | 'previews'> & {
  values: RegistrationDraft;
  previews: ImagePreviews;
};

const storageKey = 'osi.registration-wizard';

export const loadWizard = (): SavedWizard | undefined => {
  try {
    const stored = sessionStorage.getItem(storageKey);
    if (stored === null) return undefined;
    const saved = savedWizardSchema.safeParse(JSON.parse(stored));
    return saved.success ? (saved.data as SavedWizard) : undefined;
  } catch {
    return undefined;
  }
};

export const saveWizard = ({
  values: { password: _password, ...values },
  ...rest
}: SavedWizard) => {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ ...rest, values }));
  } catch {
    // Storage full or disabled: the wizard still works, only a reload loses the entries.
  }
};

export const forgetWizard = () => sessionStorage.removeItem(storageKey);
