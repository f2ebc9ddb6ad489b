export { SignUpDialog } from './SignUpDialog';
export { SignupCompletePage } from './SignupCompletePage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { signupProblem, bareErrorCode, type SignupProblem } from './signup-errors';
export { CAPTCHA_PROVIDERS, requiredCaptcha, type CaptchaProvider } from './captcha-providers';
