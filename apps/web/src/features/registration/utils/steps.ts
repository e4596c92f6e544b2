/** The wizard's steps, in order, as the side list names them. */
export const wizardSteps = [
  {
    title: 'Create Account',
    description: 'Start with the e-mail address and the password you will sign in with.',
  },
  {
    title: 'Additional Details',
    description: 'Tell us about yourself and your practice. Fields marked * are required.',
  },
  {
    title: 'Membership Type',
    description: 'Choose your membership. Its price is set by the society.',
  },
  {
    title: 'Send OTP',
    description: 'We will e-mail you a six-digit code to confirm that the address is yours.',
  },
  {
    title: 'Email Verification',
    description: 'Enter the code from the e-mail we sent you.',
  },
  {
    title: 'Profile Summary',
    description:
      'Check your details, agree to the privacy notice, then pay the membership fee by card to send your application.',
  },
  { title: 'Confirmation', description: '' },
] as const;

export const stepCount = wizardSteps.length;
