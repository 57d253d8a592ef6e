import type { legal as enLegal } from '../en/legal';
import type { Translation } from '../types';

export const legal: Translation<typeof enLegal> = {};
