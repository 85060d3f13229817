import { memo } from 'react';
import type { Slide } from '@core/dashboard/slides.js';
import { shouldRotate } from '@core/dashboard/slides.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useSlideCycle } from '../hooks/use-slide-cycle.js';
import { SlideContent } from './slides.js';
import * as styles from './slideshow.css.js';

/**
 * The middle column: every slide sits in the same fixed box; only the active one is visible. Memoised: the
 * dashboard renders every second for its clock, and slides (charts among them) change only with their data.
 */
export const Slideshow = memo(function Slideshow({ slides }: { slides: Slide[] }) {
  const { t } = usePublicLocale();
  const { index, next } = useSlideCycle(slides.length);
  return (
    <>
      <div className={styles.stage} data-testid="slides" data-active-slide={slides[index]?.key}>
        {slides.map((slide, position) => (
          <section
            key={slide.key}
            className={position === index ? `${styles.slide} ${styles.activeSlide}` : styles.slide}
            aria-hidden={position !== index}
            data-slide={slide.key}
          >
            <SlideContent slide={slide} active={position === index} />
          </section>
        ))}
      </div>
      {shouldRotate(slides.length) && (
        <div className={styles.controls}>
          <div className={styles.dots} aria-hidden="true">
            {slides.map((slide, position) => (
              <span key={slide.key} className={position === index ? `${styles.dot} ${styles.activeDot}` : styles.dot} />
            ))}
          </div>
          <button type="button" className={styles.nextButton} onClick={next} aria-label={t('dashboard.nextSlideLabel')}>
            {t('dashboard.nextSlide')}
          </button>
        </div>
      )}
    </>
  );
});
