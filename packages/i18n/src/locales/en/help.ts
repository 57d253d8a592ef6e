// The contact/help widget (SPEC §1, §8, §9): a message by e-mail, a Messenger chat, the FAQ centre (coming soon).
export const help = {
  open: 'Help',
  title: 'How can we help?',
  hours: 'Support 9 AM–6 PM · e-mail 24/7 · we reply within 2 hours',
  close: 'Close help',
  options: {
    email: 'Send us a message',
    emailHint: 'By e-mail, answered within 2 hours',
    chat: 'Chat on Messenger',
    chatHint: 'Opens Messenger in a new tab',
    faq: 'FAQ centre',
    faqHint: 'Coming soon',
  },
  form: {
    email: 'Your email address',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    back: 'Back',
  },
  sent: 'Message sent. We will reply within 2 hours.',
  sendFailed: 'Failed to send message. Please try again.',
  faqComingSoon: 'Help center coming soon! Please use email for now.',
} as const;
