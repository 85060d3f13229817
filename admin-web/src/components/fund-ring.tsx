import { useEffect, useState } from 'react';
import { PolarAngleAxis, RadialBar, RadialBarChart, ResponsiveContainer } from 'recharts';
import { RING_ANIMATION_MS, RING_REPEAT_MS } from '@core/dashboard/slides.js';

interface FundRingProps {
  /** Percent of the goal reached (may exceed 100; the ring is then full). */
  percent: number;
  /** Replays the 2-second fill every 10 seconds while true (docs/product-rules.md, "Constants and formats"). */
  animate: boolean;
  className?: string;
}

/**
 * A fund's progress ring (recharts), drawn in the text colour of its container (`currentColor`) so the
 * dashboard's themes and the expenses frame colour it. Shared by the dashboard and the expenses frame.
 */
export default function FundRing({ percent, animate, className }: FundRingProps) {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!animate) return;
    const timer = setInterval(() => setRound((value) => value + 1), RING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [animate]);
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div className={className} aria-hidden="true" style={{ width: '100%', height: '100%' }}>
      <ResponsiveContainer width="100%" height="100%" minWidth={10} minHeight={10}>
        <RadialBarChart
          key={animate ? round : 'still'}
          innerRadius="74%"
          outerRadius="100%"
          data={[{ value }]}
          startAngle={90}
          endAngle={-270}
        >
          <PolarAngleAxis type="number" domain={[0, 100]} tick={false} axisLine={false} />
          <RadialBar
            dataKey="value"
            cornerRadius={8}
            fill="currentColor"
            background={{ fill: 'currentColor', fillOpacity: 0.14 }}
            isAnimationActive={animate}
            animationDuration={RING_ANIMATION_MS}
          />
        </RadialBarChart>
      </ResponsiveContainer>
    </div>
  );
}
