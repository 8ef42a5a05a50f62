import { keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';
import { forwarded } from './theme-look';

/**
 * The site's busy sign: a turning arc, drawn as MUI's indeterminate `CircularProgress` was (the same
 * class names, geometry, timing and colours), without MUI's determinate variant, track and machinery
 * (decision 0078). It is always beside words that say what is happening, so it is hidden from
 * assistive technology.
 */

/** MUI's drawing: a 44-unit box, the circle 3.6 units thick. */
const SIZE = 44;
const THICKNESS = 3.6;

const turn = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;

const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

const SpinnerRoot = styled('span', { shouldForwardProp: forwarded })({
  display: 'inline-block',
  animation: `${turn} 1.4s linear infinite`,
  '&.MuiCircularProgress-colorPrimary': { color: 'var(--mui-palette-primary-main)' },
  '& .MuiCircularProgress-svg': { display: 'block' },
  '& .MuiCircularProgress-circle': {
    stroke: 'currentColor',
    // What MUI shows while waiting for the animation to start.
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
    animation: `${dash} 1.4s ease-in-out infinite`,
  },
});

interface SpinnerProps {
  /** Width and height in px. */
  size?: number;
  /** The theme's primary colour, or the text colour around it. */
  color?: 'primary' | 'inherit';
  sx?: SxProps<Theme>;
}

export function Spinner({ size = 40, color = 'primary', sx }: SpinnerProps) {
  const colorClass = color === 'primary' ? ' MuiCircularProgress-colorPrimary' : '';
  return (
    <SpinnerRoot
      aria-hidden="true"
      className={`MuiCircularProgress-root MuiCircularProgress-indeterminate${colorClass}`}
      style={{ width: size, height: size }}
      sx={sx}
    >
      <svg className="MuiCircularProgress-svg" viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`}>
        <circle
          className="MuiCircularProgress-circle MuiCircularProgress-circleIndeterminate"
          cx={SIZE}
          cy={SIZE}
          r={(SIZE - THICKNESS) / 2}
          fill="none"
          strokeWidth={THICKNESS}
        />
      </svg>
    </SpinnerRoot>
  );
}
