import type { home as enHome } from '../en/home';
import type { Translation } from '../types';

export const home: Translation<typeof enHome> = {};
