import type { Page } from '@playwright/test';

/**
 * A PNG portrait (initials on a purple disc) drawn by the browser's canvas, to upload as a
 * profile picture or an ID card.
 */
export const portraitPng = async (page: Page, initials: string, background = '#6d28d9') => {
  const dataUrl = await page.evaluate(
    ([text, colour]) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 320;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ede9fe';
      context.fillRect(0, 0, 320, 320);
      context.fillStyle = colour;
      context.beginPath();
      context.arc(160, 160, 140, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#ffffff';
      context.font = 'bold 120px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(text, 160, 168);
      return canvas.toDataURL('image/png');
    },
    [initials, background] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
};
