import type {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  LoginRequest,
  loginResponseSchema,
  okResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordSendRequestSchema,
  SignupRequest,
  SignupStep3Request,
} from '@kiseki/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../shared/api/client';
import type { Reply } from '../../shared/api/reply';
import { authInfoQuery, loginStatusQuery } from '../../shared/api/session';

/**
 * The account endpoints of the accounts issue. Bodies are the contract's request shapes
 * (snake_case already, so the client's key conversion leaves them as they are). Every
 * mutation shows its own errors (meta.handlesErrors): forms put them next to the fields.
 */
const FORM_META = { handlesErrors: true } as const;

const post = (path: string, body: unknown) =>
  apiFetch<Reply<typeof okResponseSchema>>(path, { method: 'POST', body });

export const useSignup = () =>
  useMutation({
    mutationFn: (body: SignupRequest) => post('/api/signup/', body),
    meta: FORM_META,
  });

export function useSignupStep3() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupStep3Request) => post('/api/signup/step3/', body),
    meta: FORM_META,
    // The display name is the auth info's username.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authInfoQuery.queryKey }),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest & { next: string | undefined }) =>
      apiFetch<Reply<typeof loginResponseSchema>>('/api/login/', { method: 'POST', body }),
    meta: FORM_META,
    onSuccess: () => {
      // Whatever was cached belonged to whoever was here before: drop it, then say who is here.
      queryClient.removeQueries({ type: 'inactive' });
      queryClient.setQueryData(loginStatusQuery.queryKey, true);
      void queryClient.invalidateQueries({ queryKey: authInfoQuery.queryKey });
    },
  });
}

export const useSendResetEmail = () =>
  useMutation({
    mutationFn: (body: z.output<typeof resetPasswordSendRequestSchema>) =>
      post('/api/reset_password/send_email_address', body),
    meta: FORM_META,
  });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof resetPasswordRequestSchema>) =>
      post('/api/reset_password/', body),
    meta: FORM_META,
    // A reset ends every session of that account: ask again before the login page decides.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: loginStatusQuery.queryKey, refetchType: 'all' }),
  });
}

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: z.output<typeof changeEmailRequestSchema>) =>
      post('/api/account/email/', body),
    meta: FORM_META,
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: z.output<typeof changePasswordRequestSchema>) =>
      apiFetch<Reply<typeof okResponseSchema>>('/api/account/password/', { method: 'PUT', body }),
    meta: FORM_META,
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: z.output<typeof deleteAccountRequestSchema>) =>
      apiFetch<Reply<typeof okResponseSchema>>('/api/account/', { method: 'DELETE', body }),
    meta: FORM_META,
  });
