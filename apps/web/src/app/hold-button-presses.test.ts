import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdButtonPresses } from './hold-button-presses';

const drawnPage = () => {
  document.body.innerHTML = `
    <div id="root">
      <button id="play">Play video</button>
      <form><button id="send">Send</button></form>
      <a id="link" href="#elsewhere">Elsewhere</a>
      <button id="gone">Gone</button>
    </div>`;
  const element = (id: string) => document.getElementById(id)!;
  return { root: element('root'), element };
};

describe('button presses before the app has taken the page over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held, then pressed again once each when released, if still on the page', () => {
    const { root, element } = drawnPage();
    const release = holdButtonPresses(root);
    const played = vi.fn();
    const sent = vi.fn((event: Event) => event.preventDefault());
    const goneClicked = vi.fn();

    element('play').click();
    element('play').click();
    element('send').click();
    element('gone').click();
    // The app takes over: handlers arrive, and a button is no longer drawn.
    element('play').addEventListener('click', played);
    root.querySelector('form')!.addEventListener('submit', sent);
    element('gone').addEventListener('click', goneClicked);
    element('gone').remove();
    expect(played).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();

    release();
    expect(played).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(goneClicked).not.toHaveBeenCalled();

    element('play').click();
    expect(played).toHaveBeenCalledTimes(2);
    release();
    expect(played).toHaveBeenCalledTimes(2);
  });

  it('leaves links to work as links', () => {
    const { root, element } = drawnPage();
    holdButtonPresses(root);
    const followed = vi.fn();
    document.addEventListener('click', followed);
    element('link').click();
    document.removeEventListener('click', followed);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(followed.mock.calls[0]![0].defaultPrevented).toBe(false);
  });
});
