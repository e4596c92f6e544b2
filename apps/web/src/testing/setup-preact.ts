import { options } from 'preact';

// Preact runs effects once the browser has drawn the next frame. jsdom draws none (its frames are
// a timer): here they run after the next task, as React's do (decision 070).
options.requestAnimationFrame = (runEffects) => setTimeout(runEffects);
