import { useLayoutEffect, useRef, useState } from 'react';
import { RING_ANIMATION_MS, RING_REPEAT_MS } from '@core/dashboard/slides.js';

interface FundRingProps {
  /** Percent of the goal reached (may exceed 100; the ring is then full). */
  percent: number;
  /** Replays the 2-second fill every 10 seconds while true (docs/product-rules.md, "Constants and formats"). */
  animate: boolean;
  className?: string;
}

/**
 * The ring's geometry, as the recharts RadialBarChart it replaces drew it (innerRadius 74 %, outerRadius
 * 100 %, 5 px chart margin, the bar 80 % of its band in whole pixels, corners of 8 px, starting at 12 o'clock and running
 * clockwise), so the ring looks the same at every size: recharts cost a 80 KB chunk and a store update per
 * animation frame, a third of the dashboard's script time on a phone (docs/read-model.md, Lighthouse).
 */
const MARGIN = 5;
const INNER = 0.74;
const BAR_GAP = 0.1;
const CORNER = 8;
const START = 90;
const RADIAN = Math.PI / 180;

/** Four decimals, as recharts writes its paths. */
const round = (value: number) => {
  const rounded = Math.round(value * 1e4) / 1e4;
  return Object.is(rounded, -0) ? 0 : rounded;
};

interface Point {
  x: number;
  y: number;
}

const polar = (cx: number, cy: number, radius: number, angle: number): Point => ({
  x: cx + Math.cos(-RADIAN * angle) * radius,
  y: cy + Math.sin(-RADIAN * angle) * radius,
});

interface Geometry {
  width: number;
  height: number;
  cx: number;
  cy: number;
  inner: number;
  outer: number;
  /** 8 px, or half the ring's thickness on a ring too thin for it. */
  corner: number;
}

/** A ring sector without rounded corners (the track, and a sector too short for its corners). */
function sectorPath({ cx, cy, inner, outer }: Geometry, start: number, end: number): string {
  const sign = Math.sign(end - start);
  const angle = sign * Math.min(Math.abs(end - start), 359.999);
  const last = start + angle;
  const outerStart = polar(cx, cy, outer, start);
  const outerEnd = polar(cx, cy, outer, last);
  const innerStart = polar(cx, cy, inner, start);
  const innerEnd = polar(cx, cy, inner, last);
  const large = +(Math.abs(angle) > 180);
  return (
    `M ${round(outerStart.x)},${round(outerStart.y)} ` +
    `A ${round(outer)},${round(outer)},0,${large},${+(start > last)},${round(outerEnd.x)},${round(outerEnd.y)} ` +
    `L ${round(innerEnd.x)},${round(innerEnd.y)} ` +
    `A ${round(inner)},${round(inner)},0,${large},${+(start <= last)},${round(innerStart.x)},${round(innerStart.y)} Z`
  );
}

/** Where a corner's circle touches the arc and the sector's straight edge. */
function tangent({ cx, cy, corner }: Geometry, radius: number, angle: number, sign: number, external: boolean) {
  const centerRadius = corner * (external ? 1 : -1) + radius;
  const theta = Math.asin(corner / centerRadius) / RADIAN;
  const centerAngle = angle + sign * theta;
  return {
    circle: polar(cx, cy, radius, centerAngle),
    line: polar(cx, cy, centerRadius * Math.cos(theta * RADIAN), angle),
    theta,
  };
}

/** The filled part: a sector with rounded corners, a full ring without. */
function barPath(ring: Geometry, start: number, end: number): string {
  const { inner, outer, corner } = ring;
  if (Math.abs(start - end) >= 360) return sectorPath(ring, start, end);
  const sign = Math.sign(end - start);
  const so = tangent(ring, outer, start, sign, false);
  const eo = tangent(ring, outer, end, -sign, false);
  const outerArc = Math.abs(start - end) - so.theta - eo.theta;
  if (outerArc < 0) return sectorPath(ring, start, end);
  const si = tangent(ring, inner, start, sign, true);
  const ei = tangent(ring, inner, end, -sign, true);
  const innerArc = Math.abs(start - end) - si.theta - ei.theta;
  const p = (point: Point) => `${round(point.x)},${round(point.y)}`;
  const c = `${round(corner)},${round(corner)},0,0,${+(sign < 0)}`;
  return (
    `M ${p(so.line)} A${c},${p(so.circle)} ` +
    `A${round(outer)},${round(outer)},0,${+(outerArc > 180)},${+(sign < 0)},${p(eo.circle)} ` +
    `A${c},${p(eo.line)} ` +
    `L${p(ei.line)} A${c},${p(ei.circle)} ` +
    `A${round(inner)},${round(inner)},0,${+(innerArc > 180)},${+(sign > 0)},${p(si.circle)} ` +
    `A${c},${p(si.line)}Z`
  );
}

function geometry(width: number, height: number): Geometry {
  const radius = Math.min(width - 2 * MARGIN, height - 2 * MARGIN) / 2;
  const band = radius * (1 - INNER);
  // recharts rounds a bar's thickness to whole pixels.
  const thickness = band * (1 - 2 * BAR_GAP) > 1 ? Math.round(band * (1 - 2 * BAR_GAP)) : band * (1 - 2 * BAR_GAP);
  const inner = radius * INNER + band * BAR_GAP;
  return {
    width,
    height,
    cx: MARGIN + (width - 2 * MARGIN) / 2,
    cy: MARGIN + (height - 2 * MARGIN) / 2,
    inner,
    outer: inner + thickness,
    corner: Math.min(CORNER, thickness / 2),
  };
}

/** CSS's `ease` (cubic-bezier(0.25, 0.1, 0.25, 1)), the fill's easing. */
function ease(t: number): number {
  const [x1, y1, x2, y2] = [0.25, 0.1, 0.25, 1];
  const bezier = (a: number, b: number, s: number) => 3 * a * s * (1 - s) ** 2 + 3 * b * s * s * (1 - s) + s ** 3;
  let low = 0;
  let high = 1;
  let s = t;
  for (let i = 0; i < 20; i++) {
    const x = bezier(x1, x2, s);
    if (Math.abs(x - t) < 1e-5) break;
    if (x < t) low = s;
    else high = s;
    s = (low + high) / 2;
  }
  return bezier(y1, y2, s);
}

const endAngle = (value: number) => START - (360 * value) / 100;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A fund's progress ring, drawn in the text colour of its container (`currentColor`) so the dashboard's
 * themes and the expenses frame colour it. Shared by the dashboard and the expenses frame. The fill
 * animation moves one path's outline per frame, without rendering anything again; a screen that asks for
 * less motion shows the ring filled.
 */
export function FundRing({ percent, animate, className }: FundRingProps) {
  const box = useRef<HTMLDivElement>(null);
  const bar = useRef<SVGPathElement>(null);
  const [size, setSize] = useState<Geometry | null>(null);
  // The fill's frames read the size of the latest render: a resize during the fill draws at the new size.
  const sizeNow = useRef(size);
  sizeNow.current = size;
  const value = Math.max(0, Math.min(100, percent));

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const width = Math.round(rect.width);
      const height = Math.round(rect.height);
      setSize((last) => (last?.width === width && last.height === height ? last : geometry(width, height)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const drawn = size !== null;
  // Before the first paint, so a ring about to fill is never shown full for a frame.
  useLayoutEffect(() => {
    if (!animate || !drawn || reducedMotion()) return;
    let frame = 0;
    let started = 0;
    const draw = (time: number) => {
      const path = bar.current;
      const size = sizeNow.current;
      if (!path || !size) return;
      if (!started) started = time;
      const t = Math.min(1, (time - started) / RING_ANIMATION_MS);
      const end = START + (endAngle(value) - START) * ease(t);
      path.setAttribute('d', end === START ? '' : barPath(size, START, end));
      if (t < 1) frame = requestAnimationFrame(draw);
    };
    const play = () => {
      cancelAnimationFrame(frame);
      started = 0;
      frame = requestAnimationFrame(draw);
    };
    bar.current?.setAttribute('d', '');
    play();
    const timer = setInterval(play, RING_REPEAT_MS);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [animate, drawn, value]);

  return (
    <div className={className} aria-hidden="true" style={{ width: '100%', height: '100%' }}>
      <div ref={box} style={{ width: '100%', height: '100%', minWidth: 10, minHeight: 10 }}>
        {size && (
          <svg
            width={size.width}
            height={size.height}
            viewBox={`0 0 ${size.width} ${size.height}`}
            style={{ width: '100%', height: '100%', display: 'block' }}
          >
            <path fill="currentColor" fillOpacity={0.14} d={sectorPath(size, START, START - 360)} />
            {value > 0 && <path ref={bar} fill="currentColor" d={barPath(size, START, endAngle(value))} />}
          </svg>
        )}
      </div>
    </div>
  );
}
