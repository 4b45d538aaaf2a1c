import { useEffect, useRef, useState } from 'react';
import type { Image, Video } from '@/lib/content';
import { Icon, contentImageLoader } from '@/lib/ui';
import styles from './hero.module.scss';

interface HeroVideoProps {
  desktop?: Video;
  mobile?: Video;
  /** Shown until the video plays, and instead of it for visitors who prefer reduced motion. */
  poster?: Image;
}

// The mobile video plays below Bootstrap's md breakpoint, the desktop one from it.
const wideScreen = '(min-width: 768px)';
const smallScreen = '(max-width: 767.98px)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * The hero's silent, looping background video, with a button to pause it (WCAG 2.2.2). It starts
 * from script rather than `autoplay`, so visitors who prefer reduced motion never see it move and
 * never download it: they get the poster until they press play.
 */
export function HeroVideo({ desktop, mobile, poster }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const query = window.matchMedia(reducedMotion);
    // React sets `muted` as a property only after hydration; browsers allow silent autoplay only.
    video.muted = true;
    const follow = () => {
      if (query.matches) video.pause();
      else video.play().catch(() => {}); // blocked (data saver, no source): the poster stays
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  };

  return (
    <>
      <div className={styles.media}>
        <video
          ref={videoRef}
          className={`tile-background ${styles.video}`}
          poster={poster && contentImageLoader({ src: poster.url, width: 1536 })}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {/* The first source whose media matches plays; browsers that ignore media take the first. */}
          {desktop && (
            <source src={desktop.url} type={desktop.contentType} media={mobile && wideScreen} />
          )}
          {mobile && (
            <source
              src={mobile.url}
              type={mobile.contentType}
              media={desktop ? undefined : smallScreen}
            />
          )}
        </video>
      </div>
      <button
        type="button"
        className={styles.playToggle}
        aria-label={playing ? 'Pause the background video' : 'Play the background video'}
        onClick={toggle}
      >
        <Icon name={playing ? 'pause-fill' : 'play-fill'} />
      </button>
    </>
  );
}
