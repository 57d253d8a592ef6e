// Strings of the client app's home pages. Add keys here and the same keys in ../pl/home.ts.
export const home = {} as const;
