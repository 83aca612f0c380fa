import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoScriptEmbed, noScriptUrl } from './NoScriptEmbed';

const widget = { id: 'wgt_abc', widget_type: 'star_snapshot', published: true } as const;
const HTML =
  '<div data-plaudit-widget="wgt_abc" data-plaudit-kind="star_snapshot"><template shadowrootmode="open">…</template></div>';

afterEach(() => vi.restoreAllMocks());

describe('HTML without script', () => {
  it('shows the address to include and the HTML to paste, and copies it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(HTML));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<NoScriptEmbed widget={widget} />);
    expect(screen.getByText('Loading the HTML…')).toBeTruthy();
    const box = (await screen.findByRole('textbox', {
      name: 'HTML without script',
    })) as HTMLTextAreaElement;
    expect(box.value).toBe(HTML);
    expect(fetch).toHaveBeenCalledWith(
      `${window.location.origin}/embed/widgets/wgt_abc.html`,
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(screen.getByText(noScriptUrl('wgt_abc', window.location.origin))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy HTML' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(HTML);
  });

  it('says an unpublished widget has no HTML yet, without asking the server', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<NoScriptEmbed widget={{ ...widget, published: false }} />);
    expect(screen.getByText('The HTML is available once the widget is published.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to try again when the HTML could not be loaded', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(new Response(HTML));
    render(<NoScriptEmbed widget={{ ...widget, widget_type: 'full_page' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The HTML could not be loaded.',
    );
    expect(screen.getByText(/Without script it shows its first page of reviews\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'HTML without script' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
