// The procedure ladder. Only the public rung exists until the identity issue adds client/designer/admin.
import { baseProcedure } from './init';

export const publicProcedure = baseProcedure;
