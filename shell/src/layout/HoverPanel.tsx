import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './HoverPanel.module.css';

interface Props {
  /** The icon button's accessible name (when the shell draws the button). */
  label: string;
  icon?: ReactNode;
  /** A control drawn by a team's fragment instead of the shell's button (the cart icon links to /cart). */
  trigger?: ReactNode;
  children: ReactNode;
  /** Opened from outside (a product was added). */
  openSignal?: number;
}

/**
 * An icon with a panel that opens on hover (docs/product-rules.md#header-footer-and-navigation), and also on focus
 * and tap, so keyboards and phones reach it.
 * Escape, or a pointer outside, closes it.
 */
export function HoverPanel({ label, icon, trigger, children, openSignal }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A touch that began with the panel closed opens it instead of following the trigger (a tap also fires
  // mouseenter and focus before its click, so the state at pointerdown is what counts).
  const tapOpensPanel = useRef(false);

  useEffect(() => {
    if (!openSignal) return;
    setOpen(true);
    // Opened by itself (a product was added): it closes again unless the shopper takes it, as hover or focus
    // does (show() cancels this timer), so it never closes under the pointer.
    closeTimer.current = window.setTimeout(() => setOpen(false), 4000);
    return () => window.clearTimeout(closeTimer.current);
  }, [openSignal]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short delay lets the pointer travel from the icon into the panel.
  const hide = () => {
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };

  return (
    <div
      ref={root}
      className={styles.root}
      onPointerDown={(event) => {
        tapOpensPanel.current = event.pointerType === 'touch' && !open;
      }}
      onClickCapture={(event) => {
        // A tap on a team's trigger (the cart link) first opens the panel, as hover does with a mouse; the
        // panel's own link, or a second tap, goes on. Keyboard and mouse clicks follow the link at once.
        if (!trigger || !tapOpensPanel.current) return;
        tapOpensPanel.current = false;
        if (!panelRef.current?.contains(event.target as Node)) {
          event.preventDefault();
          event.stopPropagation();
          show();
        }
      }}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {trigger ?? (
        <button
          type="button"
          className={styles.button}
          aria-label={label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={show}
        >
          {icon}
        </button>
      )}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} role="region" aria-label={label}>
        {open ? children : null}
      </div>
    </div>
  );
}
