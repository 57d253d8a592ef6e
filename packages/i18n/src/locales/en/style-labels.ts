// The names of "My style"'s choices and options (issue 33), shared by the apps (namespace dashboard, `style`) and
// the designer's instructions.txt (namespace mail, `instructions.style`): one home for both.
export const styleLabels = {
  choices: {
    whiteBalance: 'White balance',
    brightness: 'Brightness',
    sky: 'Sky',
    windows: 'Window views',
    verticals: 'Verticals',
    screens: 'TV and monitor screens',
    fireplaces: 'Fireplaces',
    lawn: 'Lawn',
    lights: 'Lights',
    clutter: 'Small clutter',
  },
  options: {
    whiteBalance: { neutral: 'Neutral', warm: 'Warm', cool: 'Cool' },
    brightness: { natural: 'Natural', bright: 'Bright', airy: 'Light and airy' },
    sky: { keep: 'Keep as shot', blue: 'Blue with soft clouds', dramatic: 'Dramatic', sunset: 'Sunset' },
    windows: { asShot: 'As shot', pulled: 'Pulled (view through the window)' },
    verticals: { straight: 'Always straight', asShot: 'As shot' },
    screens: { black: 'Black', keep: 'Keep as shot' },
    fireplaces: { keep: 'Keep as shot', fire: 'Add a fire' },
    lawn: { keep: 'Keep as shot', greener: 'Greener' },
    lights: { on: 'Turned on', asShot: 'As shot' },
    clutter: { keep: 'Keep', remove: 'Remove' },
  },
  noPreference: 'No preference',
} as const;
