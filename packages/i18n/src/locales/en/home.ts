export const home = {
  /** The page's description for search engines, in the served HTML. */
  metaDescription:
    'PhotoEdit — professional real-estate and commercial photo editing, delivered in 24 hours.',
  hero: {
    eyebrow: 'Real-estate and commercial photo editing',
    title: 'Professional photo editing, delivered in 24 hours',
    subtitle:
      'Upload your photos, choose the edits each image needs and pay securely by card. Our designers return polished, listing-ready images by tomorrow.',
    browseServices: 'Browse services',
    uploadPhotos: 'Upload photos',
    compareLabel: 'Before and after: {{name}}',
    beforeAlt: '{{name}}: before editing',
    afterAlt: '{{name}}: after editing',
  },
  claims: {
    label: 'Our promises',
    delivery: { title: '{{hours}}h delivery', body: 'Edited photos back within a day of your order.' },
    onTime: { title: '{{percent}} on-time delivery', body: 'Measured on every order we deliver.' },
    guarantee: { title: '{{days}}-day guarantee', body: 'Not happy with an edit? We make it right.' },
  },
  services: {
    portfolio: 'More of our work: {{name}}',
    portfolioAlt: '{{name}}: example {{number}}',
    title: 'Editing services',
    subtitle: 'Pick one or more services for each photo. Prices are per image.',
    from: 'From',
    perImage: 'per image',
  },
  turnaround: {
    title: 'Turnaround',
    subtitle:
      'The service prices above are for the Standard turnaround. Choose the speed with your services.',
    tiers: {
      express: 'Express',
      standard: 'Standard',
      economy: 'Economy',
    },
    hours: 'Delivered within {{hours}} h',
    more: '+{{percent}} on the services',
    less: '−{{percent}} on the services',
    same: 'The prices above',
  },
  howItWorks: {
    title: 'How it works',
    stepNumber: 'Step {{number}}',
    steps: {
      upload: {
        title: 'Upload Photos',
        body: 'Add your photos in JPG, PNG, WEBP or GIF, up to 10\u00a0MB each.',
      },
      services: {
        title: 'Select Services',
        body: 'Choose the edits each image needs and leave a note for the designer.',
      },
      details: { title: 'Your Details', body: 'Tell us where to send your photos and your login details.' },
      pay: { title: 'Review & Pay', body: 'Check your order, add a discount code and pay securely by card.' },
    },
  },
  footer: {
    supportHours: 'Support: 9 AM–6 PM. We reply within 2 hours.',
    emailAlwaysOpen: 'E-mail support is open 24/7.',
    copyright: '© {{year}} PhotoEdit. All rights reserved.',
  },
} as const;
