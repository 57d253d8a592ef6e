export const legal = {
  lastUpdated: 'Last updated: 21 November 2026',
  terms: {
    title: 'Terms of Service',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          'These terms govern your use of PhotoEdit, an online service for ordering and delivering photo editing, mainly for real-estate and commercial photography. By placing an order or creating an account you agree to them.',
        ],
      },
      {
        heading: '2. Who may use PhotoEdit',
        paragraphs: [
          'You must be at least 13 years old to use PhotoEdit.',
          'If you are between 13 and 18 years old, you may use PhotoEdit only with the consent of a parent or legal guardian, who accepts these terms on your behalf.',
        ],
      },
      {
        heading: '3. Orders and payment',
        paragraphs: [
          'You upload your photos, choose one or more editing services for each image and pay by card. Prices are shown per image before you pay, and the total is calculated by us when the order is placed.',
          'When you place your first order, an account is created for you with the e-mail address you give, and your login details are sent to that address.',
        ],
      },
      {
        heading: '4. Delivery and our guarantee',
        paragraphs: [
          'We aim to deliver every order within 24 hours of payment, and we deliver 99.5% of orders on time.',
          'For 30 days after delivery you may tell us that an edit does not match your instructions, and we will correct it at no extra cost. Each image includes one revision request in your dashboard.',
          "If we deliver an order after its due time, we credit you automatically: 1% of what you paid for the order for every started 15 minutes late, up to 50%, plus the whole Express surcharge when an Express order is late. The credit is added to your account in the order's currency, we tell you by e-mail, and it is used automatically at your next checkout in that currency; an order it covers entirely needs no card. Your Billing page lists every credit and its use.",
          "Refunds go back to the card you paid with. When we refund a single photo, the refund is that photo's share of what you paid by card; a refund is never more than you paid.",
        ],
      },
      {
        heading: '5. Your photos',
        paragraphs: [
          'You keep all rights to the photos you upload and to the edited results. You confirm that you have the right to upload them, and you allow us to process them only to deliver your order.',
        ],
      },
      {
        heading: '6. Disputes',
        paragraphs: [
          'If something goes wrong, contact us first. We resolve disputes within 14 business days of receiving your complaint.',
        ],
      },
      {
        heading: '7. Contact',
        paragraphs: [
          'Our support team is available from 9 AM to 6 PM and replies within 2 hours. E-mail support is open 24/7.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'We collect the details you give us when you order (e-mail address, name, phone number, company and order notes), the photos you upload, and the technical data needed to keep your session secure.',
          'Before anyone else sees a photo you upload, we remove the location your camera or phone recorded in it (GPS): the designers who edit your photos and the files they download never carry it. The rest of the file, the picture and its other details such as your copyright notice, stays exactly as you sent it.',
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: [
          'We use your data to deliver and bill your orders, to let you sign in, to send you order updates and to answer your questions. Card payments are processed by our payment provider; we never see or store your full card number.',
        ],
      },
      {
        heading: '3. Cookies and local storage',
        paragraphs: [
          'Necessary storage keeps you signed in and remembers your language and cookie choices; it is always on. Analytics, marketing and functional cookies are used only if you allow them, and you can change your choice at any time from the cookie banner.',
        ],
      },
      {
        heading: '4. Children',
        paragraphs: [
          'PhotoEdit is not intended for children under 13. Users between 13 and 18 years old need the consent of a parent or legal guardian.',
        ],
      },
      {
        heading: '5. Your rights',
        paragraphs: [
          'You may ask us for a copy of your data, ask us to correct or delete it, or object to its use. We answer every privacy request within 30 days.',
        ],
      },
      {
        heading: '6. Contact',
        paragraphs: [
          'Write to us by e-mail at any time (24/7); our team answers from 9 AM to 6 PM, within 2 hours.',
        ],
      },
    ],
  },
} as const;
