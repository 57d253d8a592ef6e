// Strings of the client app's legal pages. Add keys here and the same keys in ../pl/legal.ts.
export const legal = {} as const;
