import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('NearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the placeholder until the spot nears the viewport, then the children for good', () => {
    const observers: { callback: Callback; margin: string | undefined; disconnected: boolean }[] =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry;
        constructor(callback: Callback, options?: { rootMargin?: string }) {
          this.entry = { callback, margin: options?.rootMargin, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    render(
      <NearViewport placeholder={<p>読み込み待ち</p>} margin="300px">
        <p>グラフ</p>
      </NearViewport>,
    );
    expect(screen.getByText('読み込み待ち')).toBeTruthy();
    expect(screen.queryByText('グラフ')).toBeNull();
    expect(observers[0]?.margin).toBe('300px 0px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('グラフ')).toBeNull();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('グラフ')).toBeTruthy();
    expect(screen.queryByText('読み込み待ち')).toBeNull();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('renders the children at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport placeholder={<p>読み込み待ち</p>}>
        <p>グラフ</p>
      </NearViewport>,
    );
    expect(screen.getByText('グラフ')).toBeTruthy();
  });
});
