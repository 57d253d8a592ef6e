// The e-mails of the product (rendered by the API with react-email, in the recipient's language). Numbers come
// in as values: {{count}} picks the plural form, {{number}} is an order number.
import { styleLabels } from './style-labels';

export const mail = {
  brand: 'PhotoEdit',
  accessCode: {
    subject: 'Your PhotoEdit access code',
    intro: 'Use this code to open your orders on PhotoEdit:',
    expires_one: 'The code is valid for {{count}} minute and can be used once.',
    expires_other: 'The code is valid for {{count}} minutes and can be used once.',
    linkIntro: 'Or sign in with one click:',
    linkLabel: 'Sign in to PhotoEdit',
    linkExpires_one: 'The link is valid for {{count}} minute.',
    linkExpires_other: 'The link is valid for {{count}} minutes.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  designerApproved: {
    subject: 'Your PhotoEdit designer account is approved',
    body: 'Hello {{name}}, an administrator approved your designer account. You can now claim orders.',
    label: 'Open the designer studio',
  },
  orderConfirmation: {
    subject: 'Order #{{number}} received: PhotoEdit',
    thanks: 'Thank you! We received your order #{{number}} and your payment.',
    due_one: 'Your edited photos will be ready within {{count}} hour.',
    due_other: 'Your edited photos will be ready within {{count}} hours.',
    summary: 'Order summary:',
    linkIntro: 'Follow your order with one click:',
    linkLabel: 'Open my orders',
    linkExpires_one: 'The link is valid for {{count}} minute and can be used once.',
    linkExpires_other: 'The link is valid for {{count}} minutes and can be used once.',
    later: 'Later, sign in at {{url}} with your e-mail: we send you a 6-digit access code.',
  },
  orderSummary: {
    image: 'Photo {{position}}',
    note: 'Note',
    subtotal: 'Subtotal',
    discount: 'Discount ({{code}})',
    turnaround: {
      express: 'Express ({{hours}} h)',
      standard: 'Standard ({{hours}} h)',
      economy: 'Economy ({{hours}} h)',
    },
    credit: 'Paid with your credit',
    total: 'Total',
    test: 'TEST PAYMENT: this order was paid with the offline test provider; no money was charged.',
  },
  adminNewOrder: {
    subject: 'New paid order #{{number}}',
    body: 'Order #{{number}} from {{email}} was paid and waits for a designer.',
  },
  workReady: {
    subject: 'Your edited photos for order #{{number}} are ready: PhotoEdit',
    subjectRevision: 'Your revised photos for order #{{number}} are ready: PhotoEdit',
    body_one: 'Good news! The edited photo of your order #{{number}} is ready for your review.',
    body_other: 'Good news! {{count}} edited photos of your order #{{number}} are ready for your review.',
    bodyRevision_one: 'The designer has revised the photo of your order #{{number}} as you asked.',
    bodyRevision_other: 'The designer has revised {{count}} photos of your order #{{number}} as you asked.',
    comment: 'The designer’s comment:',
    review: 'Open your dashboard to accept each photo or ask for one revision per photo.',
    button: 'Review my photos',
  },
  revisionRequested: {
    subject: 'Revision requested on order #{{number}}: PhotoEdit',
    intro: 'The client of order #{{number}} asked for a revision of photo {{position}}.',
    note: 'Their note:',
    pins_one: 'The pin on the photo:',
    pins_other: 'The {{count}} pins on the photo:',
    action: 'Open the order in your studio, edit the photo again and submit the new version.',
    link: 'Open the designer studio',
  },
  contactCopy: {
    subject: 'Contact message from {{email}}',
    intro: '{{email}} wrote through the help widget (interface: {{language}}):',
    reply_one: 'Reply to the sender within {{count}} hour.',
    reply_other: 'Reply to the sender within {{count}} hours.',
  },
  contactAcknowledgement: {
    subject: 'We received your message: PhotoEdit',
    thanks: 'Thank you for writing to PhotoEdit. We received your message.',
    reply_one:
      'We reply within {{count}} hour during support hours ({{opens}}–{{closes}}); e-mail reaches us 24/7.',
    reply_other:
      'We reply within {{count}} hours during support hours ({{opens}}–{{closes}}); e-mail reaches us 24/7.',
    ignore: 'If you did not write to us, you can ignore this e-mail.',
  },
  /** Not an e-mail: the text file in the designer's ZIP of an order's originals. */
  instructions: {
    title: 'PhotoEdit order {{number}}: instructions',
    propertyAddress: 'Property address: {{address}}',
    orderComment: "Client's comment on the order:",
    photo: 'Photo {{number}}: {{file}}',
    services: 'Services: {{services}}',
    photoNote: "Client's note: {{note}}",
    turnaround: 'Turnaround: {{tier}}, due {{due}} (UTC)',
    pin: 'Pin {{number}} ({{x}}% from the left, {{y}}% from the top): {{note}}',
    pinnedCopy: 'The pins drawn on the photo: {{file}}',
    bracketSet: 'Bracketed exposures ({{count}} frames), to be blended into one photo:',
    frame: '  - {{file}}',
    none: 'none',
    style: {
      ...styleLabels,
      title: "The client's style (saved {{date}}), for every photo:",
      line: '- {{choice}}: {{option}}',
      note: "- The client's words: {{note}}",
      reference: '- A photo the client likes: {{file}}',
    },
  },
  lateCredit: {
    subject: 'We were late with order #{{number}}: a credit for you',
    apology_one: 'We are sorry: order #{{number}} was delivered {{count}} minute after its due time.',
    apology_other: 'We are sorry: order #{{number}} was delivered {{count}} minutes after its due time.',
    credit: 'As our terms promise, {{amount}} has been added to your credit.',
    balance:
      'Your credit is now {{amount}}. It is used automatically at your next checkout in this currency; your Billing page lists every movement.',
    policy:
      'For every started 15 minutes late we credit 1 % of what you paid, up to 50 %, plus the whole Express surcharge of a late Express order.',
  },
  refund: {
    subject: 'A refund for order #{{number}}: PhotoEdit',
    order: 'We refunded {{amount}} of order #{{number}}.',
    photo: 'We refunded {{amount}} of order #{{number}} for photo {{photo}}.',
    reason: 'Why:',
    total: 'Refunded so far: {{refunded}} of the {{paid}} you paid by card.',
    card: 'The money goes back to the card you paid with; banks usually show it within 5 to 10 days.',
  },
  claimOpened: {
    subject: 'A guarantee claim on order #{{number}}: PhotoEdit',
    intro: '{{email}} opened a guarantee claim on photo {{photo}} of order #{{number}}.',
    link: 'Open the claims in the console',
  },
  claimResolved: {
    subject: 'Your guarantee claim on order #{{number}}: PhotoEdit',
    redo: 'We are redoing photo {{photo}} of order #{{number}}. The new version is due by {{due}} (UTC); you will review it in your dashboard as before.',
    refund: 'We refunded {{amount}} for photo {{photo}} of order #{{number}} to your card.',
    credit:
      'We added {{amount}} to your credit for photo {{photo}} of order #{{number}}. It is used automatically at your next checkout.',
    note: 'Our note:',
    thanks: 'Thank you for telling us.',
  },
  claimRedo: {
    subject: 'A guarantee redo on order #{{number}}: PhotoEdit',
    intro:
      'Photo {{photo}} of order #{{number}} comes back to you under our 30-day guarantee. It is due by {{due}} (UTC).',
    link: 'Open the designer studio',
  },
  atRisk: {
    subject: {
      unclaimed: 'Order #{{number}} has no designer yet: PhotoEdit',
      undelivered: 'Order #{{number}} is not delivered yet: PhotoEdit',
      overdue: 'Order #{{number}} is overdue: PhotoEdit',
    },
    lead: {
      unclaimed:
        'Nobody has claimed order #{{number}} yet, and a quarter of its time is gone. It is due {{due}} (UTC).',
      undelivered:
        'Order #{{number}} is not delivered, and most of its time is gone. It is due {{due}} (UTC). Designer: {{designer}}.',
      overdue: 'Order #{{number}} was due {{due}} (UTC) and is not delivered. Designer: {{designer}}.',
    },
    link: 'Open the At risk board',
  },
  designerReminder: {
    subject: 'Order #{{number}} is due soon: PhotoEdit',
    lead: 'Order #{{number}} is due {{due}} (UTC). Please deliver it in time, or tell us if you cannot.',
    link: 'Open the designer studio',
  },
  invoice: {
    title: { invoice: 'Invoice', correction: 'Correcting invoice' },
    number: 'No. {{number}}',
    issued: 'Date of issue',
    sale: 'Date of sale',
    seller: 'Seller',
    buyer: 'Buyer',
    vatId: 'VAT ID',
    order: 'Order #{{number}}',
    columns: {
      description: 'Description',
      quantity: 'Qty',
      net: 'Net',
      rate: 'VAT rate',
      vat: 'VAT',
      gross: 'Gross',
    },
    total: 'Total',
    paidWith: {
      card: 'Paid by card',
      credit: 'Paid with PhotoEdit credit',
      offline: 'Test payment: no money was taken',
    },
    refundedTo: 'Refunded to the card the order was paid with',
    rate: { reverse_charge: 'RC', outside_eu: 'n/a' },
    reverseCharge:
      'Reverse charge: the buyer accounts for the VAT (Article 196 of Council Directive 2006/112/EC).',
    outsideEu:
      'VAT not applicable: the service is supplied outside the EU (Article 44 of Council Directive 2006/112/EC).',
    corrects: 'Corrects invoice {{number}} of {{date}}',
    reason: 'Reason for the correction: {{reason}}',
    blend: 'Blending of bracketed exposures',
    turnaround: '{{tier}} turnaround',
    discount: 'Discount ({{code}})',
    credit: 'Credit applied',
    refundOrder: 'Refund for order #{{number}}',
    refundPhoto: 'Refund for photo {{photo}} of order #{{number}}',
    footer: 'Issued electronically by PhotoEdit; valid without a signature.',
    attached: 'Your invoice {{number}} is attached to this e-mail and waits on the Billing page.',
    correctionAttached: 'The correcting invoice {{number}} is attached to this e-mail.',
  },
} as const;
