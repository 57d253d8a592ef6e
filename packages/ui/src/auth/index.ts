export { AuthCard } from './AuthCard';
export { AuthForm } from './AuthForm';
export {
  exchangeAutoLoginToken,
  fetchMe,
  loginStaff,
  registerDesigner,
  requestAccessCode,
  storeAuthResponse,
  verifyAccessCode,
} from './api';
export { displayNameOf } from './display-name';
export { redirectIfSignedIn, requireRole } from './guards';
export { goToRoleLanding, landingPath } from './landing';
export { SessionMenu, type SessionMenuProps } from './SessionMenu';
export { StaffLoginScreen } from './StaffLoginScreen';
export { signOut, signOutAll, signOutAndGoToLogin } from './sign-out';
