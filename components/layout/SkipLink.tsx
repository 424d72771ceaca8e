import css from './frame.module.css';

/** First focusable element of every page; lands on <main id="main-content">. */
export function SkipLink() {
  return (
    <a href="#main-content" className={css.skip}>
      Skip to main content
    </a>
  );
}
