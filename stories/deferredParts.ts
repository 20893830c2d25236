import { expect, waitFor } from 'storybook/test';

/** Waits until every deferred part of a report has been drawn (ui/runtime/Deferred.tsx). */
export async function deferredPartsDrawn(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-deferred]')).toBeNull(), {
    timeout: 5000,
  });
}
