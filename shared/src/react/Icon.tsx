import { createElement, type SVGProps } from 'react';

/** An icon's drawing on a 24 × 24 grid: its elements and their attributes (the shape lucide's icons come in). */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number | undefined>>])[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  icon: IconNode;
  /** Width and height in pixels. */
  size?: number;
  strokeWidth?: number;
}

/**
 * A line icon. Every bundle brings only the drawings it uses and draws them with this one component from the
 * page's single copy of the shared package, so no team ships an icon library's runtime of its own.
 * Decorative unless labelled: without aria-label, aria-labelledby or a title it is hidden from assistive technology.
 */
export function Icon({ icon, size = 24, strokeWidth = 2, children, ...rest }: IconProps) {
  const labelled = Boolean(rest['aria-label'] || rest['aria-labelledby'] || children);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : 'true'}
      focusable="false"
      {...rest}
    >
      {children}
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
