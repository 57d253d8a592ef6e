// Strings of the shared UI kit (packages/ui): toasts, cookie consent, error screen, chunk-load failure.
export const ui = {
  toast: {
    region: 'Notifications',
    close: 'Close notification',
  },
  pins: {
    list: 'Pins on the photo',
    pin: 'Pin {{number}}',
  },
  brackets: {
    previewLabel: 'Automatic preview — your designer edits the full exposures',
    previewPending: 'The automatic preview is being made.',
    framesLabel: 'Exposures of photo {{number}} ({{count}})',
    frameAlt: 'Exposure {{number}}: {{name}}',
    cameraMoved: 'The camera moved between exposures.',
  },
  references: {
    alt: 'Reference image {{number}} {{name}}',
    opensInNewTab: '(opens in a new tab)',
  },
  dialog: {
    close: 'Close',
  },
  cookie: {
    region: 'Cookie consent',
    openSettings: 'Cookie settings',
    title: 'We value your privacy',
    description:
      'We use cookies that are necessary for this site to work. With your permission we also use cookies for analytics, marketing and to remember your preferences.',
    privacyPolicy: 'Privacy policy',
    opensInNewTab: '(opens in a new tab)',
    acceptNecessary: 'Accept necessary only',
    managePreferences: 'Manage preferences',
    acceptAll: 'Accept all',
    savePreferences: 'Save preferences',
    modal: {
      title: 'Cookie preferences',
      description:
        'Choose which cookies we may use. Necessary cookies are always on because the site cannot work without them.',
      close: 'Close',
      alwaysOn: 'Always on',
    },
    categories: {
      necessary: {
        label: 'Necessary',
        description: 'Required for the site to work, for example for security and to remember your choices.',
      },
      analytics: {
        label: 'Analytics',
        description: 'Help us understand how the site is used so that we can improve it.',
      },
      marketing: {
        label: 'Marketing',
        description: 'Used to show you relevant offers and to measure our campaigns.',
      },
      preferences: {
        label: 'Functional',
        description: 'Remember settings such as your language and enable features such as the help chat.',
      },
    },
  },
  error: {
    title: 'Something went wrong',
    description: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    refresh: 'Refresh Page',
    retry: 'Try Again',
  },
  chunkError: 'Loading chunk failed',
  live: {
    down: 'Live updates paused. Reconnecting…',
  },
} as const;
