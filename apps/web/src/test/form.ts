import { screen, within } from '@testing-library/react';

/** The input labelled `name` (not the show-password button, whose name starts the same). */
export const field = (name: string, scope?: HTMLElement): HTMLInputElement =>
  (scope ? within(scope) : screen).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
