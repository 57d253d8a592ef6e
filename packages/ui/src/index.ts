export { AppRootLayout, type AppRouterContext } from './app/AppRootLayout';
export { type MountAppOptions, mountApp, prerenderedPlaceholderDigest } from './app/mountApp';
export { type MountedApi, type MountStaffAppOptions, mountStaffApp } from './app/mountStaffApp';
export { PageTitle, pageTitle, setAppName, usePageTitle } from './app/page-title';
export { RouteErrorScreen } from './app/RouteErrorScreen';
export { routerDefaults } from './app/routerDefaults';
export { useHydrated } from './app/useHydrated';
export * from './auth';
export { BracketFrames } from './components/BracketFrames';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClasses,
} from './components/Button';
export { ButtonLink } from './components/ButtonLink';
export { Card, type CardProps } from './components/Card';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Container, type ContainerProps } from './components/Container';
export { DateTime } from './components/DateTime';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog';
export { EmailText } from './components/EmailText';
export { LanguageSwitcher, type LanguageSwitcherProps } from './components/LanguageSwitcher';
export { ListingLook, useLookReasons } from './components/ListingLook';
export { LoadingScreen } from './components/LoadingScreen';
export { LoadState, type LoadStateProps } from './components/LoadState';
export { Money } from './components/Money';
export { NotFound, type NotFoundProps } from './components/NotFound';
export { OrderCard } from './components/OrderCard';
export { OrderNotes } from './components/OrderNotes';
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { PageHeading } from './components/PageHeading';
export { PageShell, type PageShellProps } from './components/PageShell';
export { PhotoPanel } from './components/PhotoPanel';
export { PinBadge, PinNote, PinNotes, PinNumber, PinnedPhoto } from './components/PinnedPhoto';
export { PreviewImage } from './components/PreviewImage';
export { ReferenceThumbnails } from './components/ReferenceThumbnails';
export { ServiceCategoryLabel } from './components/ServiceCategoryLabel';
export { SkipLink } from './components/SkipLink';
export { Spinner, type SpinnerSize } from './components/Spinner';
export { StaffNotFound, StaffShell } from './components/StaffShell';
export { StatusLine } from './components/StatusLine';
export { StyleSummary } from './components/StyleSummary';
export { type Thumbnail, ThumbnailStrip } from './components/ThumbnailStrip';
export { CookieBanner, type CookieBannerProps } from './consent/CookieBanner';
export { CookieConsent } from './consent/CookieConsent';
export { CookiePreferencesModal } from './consent/CookiePreferencesModal';
export { CookieSettingsButton } from './consent/CookieSettingsButton';
export {
  allChoices,
  type ConsentChoices,
  clearConsent,
  getConsentSnapshot,
  necessaryOnlyChoices,
  parseConsent,
  readConsent,
  subscribeConsent,
  writeConsent,
} from './consent/consent-storage';
export {
  closeCookiePreferences,
  openCookiePreferences,
  useCookiePreferencesOpen,
} from './consent/preferences-dialog';
export { type CookieConsentState, useCookieConsent } from './consent/useCookieConsent';
export { AppErrorBoundary, type AppErrorBoundaryProps } from './error/AppErrorBoundary';
export {
  ChunkLoadError,
  type ChunkRecoveryDeps,
  chunkLoadErrorMessage,
  chunkReloadGuardMs,
  chunkReloadStorageKey,
  claimChunkReload,
  importWithRetry,
  installChunkLoadRecovery,
  isChunkLoadError,
  lazyWithRetry,
  type RetryOptions,
  reportChunkLoadError,
} from './error/chunk-load';
export { ErrorScreen, type ErrorScreenProps, reloadPage } from './error/ErrorScreen';
export { CheckboxField, type CheckboxFieldProps } from './forms/CheckboxField';
export { FormAlert } from './forms/FormAlert';
export {
  SearchField,
  type SearchFieldProps,
  searchPauseMs,
  useSearchText,
} from './forms/SearchField';
export { SelectField, type SelectFieldProps, SelectOptions } from './forms/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './forms/TextAreaField';
export { EmailField, PasswordField, TextField, type TextFieldProps } from './forms/TextField';
export {
  fieldError,
  fieldProps,
  formMessage,
  invalidSubmitMessage,
  setFormMessage,
  setServerErrors,
  showFormError,
  useZodForm,
} from './forms/useZodForm';
export { bottomSpaceProperties, usePublishedHeight, useReservedSpace } from './layout/bottom-space';
export { LegalDocument } from './legal/LegalDocument';
export { cn } from './lib/cn';
export { focusFirstOf, focusPageStart } from './lib/focus';
export * from './live';
export { type DataColumn, DataTable, type DataTableProps } from './table/DataTable';
export { LoadMoreButton, type NextPageQuery } from './table/LoadMoreButton';
export {
  pagedTableRows,
  type RowsPage,
  type RowsQuery,
  type TableLoadProps,
  tableRows,
} from './table/query-rows';
export {
  createNotification,
  type Notification,
  type NotifyOptions,
  toDisplayDuration,
} from './toast/notification';
export { notify, toast } from './toast/notify';
export { Toaster } from './toast/Toaster';
export { UiRoot, type UiRootProps } from './UiRoot';
export * from './upload';
