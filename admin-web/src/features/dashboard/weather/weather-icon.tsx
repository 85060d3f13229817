import type { ReactNode } from 'react';
import type { WeatherCondition } from '@core/weather/weather.types.js';

/**
 * The header's weather icons, drawn here as SVG (docs/weather.md): no image files, no icon font, nothing
 * fetched. Outlines are in the text's colour so they read on every theme; the sun is amber, the bolt and
 * the moon follow the theme's accent through `currentColor` shades.
 */
const SUN = '#f2a900';

function Sun({ x, y, r }: { x: number; y: number; r: number }) {
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return (
      <line
        key={index}
        x1={x + cos * r * 1.55}
        y1={y + sin * r * 1.55}
        x2={x + cos * r * 2.1}
        y2={y + sin * r * 2.1}
        stroke={SUN}
        strokeWidth={1.6}
        strokeLinecap="round"
      />
    );
  });
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={SUN} />
      {rays}
    </g>
  );
}

/** A crescent, its inner curve towards the east as on most calendars. */
function Moon({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <path
      d={`M${x + r * 0.35} ${y - r} A${r} ${r} 0 1 0 ${x + r} ${y + r * 0.45} A${r * 0.8} ${r * 0.8} 0 0 1 ${x + r * 0.35} ${y - r}Z`}
      fill="currentColor"
      opacity={0.85}
    />
  );
}

/** A cloud whose base runs from x to x + 14 at y (at scale 1). */
function Cloud({ x, y, scale = 1, filled = false }: { x: number; y: number; scale?: number; filled?: boolean }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M3.5 0h8.5a3.3 3.3 0 0 0 .3-6.6 4.6 4.6 0 0 0-8.8-1.2A3.4 3.4 0 0 0 3.5 0Z"
      fill={filled ? 'currentColor' : 'var(--weather-cloud-fill, transparent)'}
      fillOpacity={filled ? 0.18 : 1}
      stroke="currentColor"
      strokeWidth={1.5 / scale}
      strokeLinejoin="round"
    />
  );
}

const strokes = { stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' as const };

function Drops({ kind }: { kind: 'drizzle' | 'rain' }) {
  const xs = [7.5, 11.5, 15.5];
  return (
    <g {...strokes}>
      {xs.map((x) =>
        kind === 'rain' ? (
          <line key={x} x1={x} y1={16.5} x2={x - 1.4} y2={21.5} />
        ) : (
          <line key={x} x1={x} y1={17.5} x2={x - 0.5} y2={19} />
        ),
      )}
      {kind === 'drizzle' && xs.map((x) => <line key={`b${x}`} x1={x - 1.2} y1={21} x2={x - 1.5} y2={22} />)}
    </g>
  );
}

function Flakes() {
  return (
    <g {...strokes} strokeWidth={0.9}>
      {[7, 12, 17].map((x, index) => {
        const y = index === 1 ? 20.6 : 18.6;
        // Three strokes through the centre, 60 degrees apart: a six-armed flake.
        return (
          <g key={x}>
            <line x1={x - 1.9} y1={y} x2={x + 1.9} y2={y} />
            <line x1={x - 0.95} y1={y - 1.65} x2={x + 0.95} y2={y + 1.65} />
            <line x1={x - 0.95} y1={y + 1.65} x2={x + 0.95} y2={y - 1.65} />
          </g>
        );
      })}
    </g>
  );
}

function drawing(condition: WeatherCondition, isDay: boolean): ReactNode {
  const sky = isDay ? <Sun x={12} y={12} r={4.3} /> : <Moon x={11.5} y={12} r={7} />;
  switch (condition) {
    case 'clear':
      return sky;
    case 'partly-cloudy':
      return (
        <>
          {isDay ? <Sun x={8.5} y={8.5} r={3.2} /> : <Moon x={8} y={8} r={5} />}
          <Cloud x={6.5} y={20} scale={1.05} filled />
        </>
      );
    case 'cloudy':
      return (
        <>
          <Cloud x={8} y={13} scale={0.8} />
          <Cloud x={3} y={20} scale={1.15} filled />
        </>
      );
    case 'fog':
      return (
        <>
          <Cloud x={5} y={12} />
          <g {...strokes}>
            <line x1={3} y1={15.5} x2={21} y2={15.5} />
            <line x1={5} y1={18.5} x2={19} y2={18.5} />
            <line x1={3} y1={21.5} x2={17} y2={21.5} />
          </g>
        </>
      );
    case 'drizzle':
    case 'rain':
      return (
        <>
          <Cloud x={4.5} y={14.5} scale={1.05} filled />
          <Drops kind={condition} />
        </>
      );
    case 'snow':
      return (
        <>
          <Cloud x={4.5} y={14.5} scale={1.05} filled />
          <Flakes />
        </>
      );
    case 'thunderstorm':
      return (
        <>
          <Cloud x={4.5} y={14} scale={1.05} filled />
          <path d="M12.5 14.5 9.5 19h3l-1.5 4 4.5-5.5h-3l1.5-3Z" fill={SUN} stroke={SUN} strokeWidth={0.6} />
        </>
      );
  }
}

export function WeatherIcon({
  condition,
  isDay,
  className,
}: {
  condition: WeatherCondition;
  isDay: boolean;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-condition={condition}
      data-testid="weather-icon"
    >
      {drawing(condition, isDay)}
    </svg>
  );
}
