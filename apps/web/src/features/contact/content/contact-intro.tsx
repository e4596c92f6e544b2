/** The Contact page's heading and introduction until the back office's "Contact us content" sets them. */
export const contactIntro = {
  title: 'Contact Us',
  lead: 'Questions about membership, fellowships, research grants or the congress? Write to the secretariat, call us, or send a message with the form and we will reply by e-mail.',
} as const;
