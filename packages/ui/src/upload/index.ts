export { Uploader, type UploaderProps } from './Uploader';
