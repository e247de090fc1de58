import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderNotifications } from '../../test/render-notifications';
import { setAppNavigator } from '../lib/app-navigation';
import { browserLocation } from '../lib/browser-location';
import { handleApiError } from './error-policy';
import { ApiError, type ApiErrorInit } from './errors';

const SERVER_ERROR =
  'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。';
const NETWORK_ERROR = 'サーバーエラーが発生しました。時間をあけて再度お試しください';

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    status: 500,
    code: 'internal_error',
    message: 'x',
    method: 'GET',
    path: '/api/x/',
    ...init,
  });

let here = { pathname: '/cv', search: '?tab=1' };
const navigate = vi.fn();

beforeEach(() => {
  here = { pathname: '/cv', search: '?tab=1' };
  navigate.mockReset();
  setAppNavigator({ navigate, location: () => here });
});

describe('API error policy', () => {
  it('sends a 401 to the login page with the current path as next, without a notification', () => {
    renderNotifications();
    act(() => {
      handleApiError(apiError({ status: 401, code: 'unauthenticated' }));
    });
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fcv%3Ftab%3D1', undefined);
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    expect(document.querySelectorAll('li[data-type]')).toHaveLength(0);
  });

  it("uses the body's login_url for a 401 and adds next to it", () => {
    act(() => {
      handleApiError(
        apiError({ status: 401, code: 'unauthenticated', loginUrl: '/login?reason=expired' }),
      );
    });
    expect(navigate).toHaveBeenCalledWith('/login?reason=expired&next=%2Fcv%3Ftab%3D1', undefined);
  });

  it('does not send the login page to itself', () => {
    here = { pathname: '/login', search: '' };
    act(() => {
      handleApiError(apiError({ status: 401, code: 'unauthenticated' }));
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("follows a 402's redirect_to unless already there", () => {
    act(() => {
      handleApiError(
        apiError({ status: 402, code: 'payment_required', redirectTo: '/restricted' }),
      );
    });
    expect(navigate).toHaveBeenCalledWith('/restricted', undefined);

    navigate.mockReset();
    here = { pathname: '/restricted', search: '' };
    act(() => {
      handleApiError(
        apiError({ status: 402, code: 'payment_required', redirectTo: '/restricted' }),
      );
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a redirect to another origin through a full navigation', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    act(() => {
      handleApiError(
        apiError({
          status: 402,
          code: 'payment_required',
          redirectTo: 'https://pay.example.jp/plan',
        }),
      );
    });
    expect(assign).toHaveBeenCalledWith('https://pay.example.jp/plan');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a 503 of a maintenance-aware endpoint to /maintenance', () => {
    for (const path of [
      '/api/mail_setting/',
      '/api/person/score_details/',
      '/api/sns_association/',
      '/api/blogs/',
    ]) {
      navigate.mockReset();
      expect(handleApiError(apiError({ status: 503, code: 'maintenance', path }))).toBe(
        'maintenance',
      );
      expect(navigate).toHaveBeenCalledWith('/maintenance', undefined);
    }
  });

  it('treats a 503 elsewhere as a server error', () => {
    renderNotifications();
    act(() => {
      handleApiError(
        apiError({ status: 503, code: 'maintenance', path: '/api/threads/unread_count' }),
      );
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText(SERVER_ERROR)).toBeTruthy();
  });

  it('shows the server error text verbatim for status >= 500', () => {
    renderNotifications();
    act(() => {
      handleApiError(apiError({ status: 500 }));
    });
    expect(screen.getByText(SERVER_ERROR)).toBeTruthy();
  });

  it('shows the network error text verbatim when fetch fails', () => {
    renderNotifications();
    act(() => {
      handleApiError(apiError({ status: 0, code: 'network_error' }));
    });
    expect(screen.getByText(NETWORK_ERROR)).toBeTruthy();
  });

  it('shows the server error for other API errors unless the caller handles them', () => {
    renderNotifications();
    act(() => {
      handleApiError(apiError({ status: 400, code: 'validation_failed' }), { handlesErrors: true });
    });
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    act(() => {
      handleApiError(apiError({ status: 400, code: 'validation_failed' }));
    });
    expect(screen.getByText(SERVER_ERROR)).toBeTruthy();
  });

  it('leaves server and network failures to a caller that words them itself', () => {
    renderNotifications();
    act(() => {
      handleApiError(apiError({ status: 500 }), { handlesErrors: true, handlesServerErrors: true });
      handleApiError(apiError({ status: 0, code: 'network_error' }), {
        handlesErrors: true,
        handlesServerErrors: true,
      });
    });
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    expect(screen.queryByText(NETWORK_ERROR)).toBeNull();
  });

  it('shows one notice when several requests fail the same way', () => {
    renderNotifications();
    act(() => {
      handleApiError(apiError({ status: 500 }));
    });
    act(() => {
      handleApiError(apiError({ status: 502 }));
    });
    expect(screen.getAllByText(SERVER_ERROR)).toHaveLength(1);
  });
});
