// Strings shared by every app: app name, navigation, language switcher, loading, not found, generic messages.
export const common = {
  appName: 'PhotoEdit',
  loading: 'Loading...',
  nav: {
    home: 'Home',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    main: 'Main navigation',
    services: 'Services',
    legal: 'Legal information',
    skipToContent: 'Skip to main content',
  },
  language: {
    label: 'Language',
    en: 'English',
    pl: 'Polski',
  },
  notFound: {
    title: 'Page not found',
    description: "The page you are looking for doesn't exist or has been moved.",
    backHome: 'Go to the home page',
  },
  messages: {
    fillRequiredFields: 'Please fill in all required fields.',
    loadFailed: 'Failed to load {{item}}.',
    submitFailed: 'Failed to submit {{item}}.',
  },
} as const;
