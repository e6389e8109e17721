/** A neutral mark, a poster on its board: where a picture is wanted and there is none (a logo, a sample card). */
export function PosterMark({ size = 56, stroke = 1.5 }: { size?: number; stroke?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
    >
      <rect x="5" y="3" width="14" height="16" rx="1" />
      <path d="M8 7h8M8 10h8M8 13h5M9 19l-2 3M15 19l2 3" />
    </svg>
  );
}
