import type { MessageResponse, TokenResponse, User } from '@sitewright/core/schemas/auth';
import { api } from '../../../lib/api';

/*
 * The account calls of SPEC §7. They are small and always used together by the auth screens, so they
 * share one file; each is a plain fetcher the components call inside their own pending/error state.
 */
export const loginRequest = (email: string, password: string) => api.post<TokenResponse>('/api/auth/login', { email, password });
export const registerRequest = (name: string, email: string, password: string) =>
  api.post<MessageResponse>('/api/auth/register', { name, email, password });
export const requestOtp = (email: string) => api.post<MessageResponse>('/api/auth/request-otp', { email });
export const resendOtp = (email: string) => api.post<MessageResponse>('/api/auth/resend-otp', { email });
export const verifyOtp = (email: string, otp: string) => api.post<TokenResponse>('/api/auth/verify-otp', { email, otp });
export const fetchMe = () => api.get<User>('/api/auth/me');
export const updateProfile = (name: string, email: string) => api.put<MessageResponse>('/api/auth/profile', { name, email });
export const confirmEmail = (otp: string) => api.post<User>('/api/auth/confirm-email', { otp });
