import { InputField } from './fields';

/** Where the six-digit code e-mailed to `email` is typed, with what to do when it is not there. */
export function VerificationCodeField({ email }: { email: string }) {
  return (
    <>
      <p className="text-slate-700">
        We sent a six-digit code to <strong className="font-semibold">{email}</strong>.
      </p>
      <InputField
        name="otp"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-xs"
        hint="Not there? Check your spam folder, or go back to ask for a new code."
      />
    </>
  );
}
