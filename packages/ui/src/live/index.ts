export { LiveIndicator } from './LiveIndicator';
