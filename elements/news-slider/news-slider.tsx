import type { CSSProperties } from 'react';
import { fetchFilteredNewsList } from '../../src/blog/news.js';
import { blockedPostTarget, listed, postRelease } from '../../src/blog/dates.js';
import { postPagePath } from '../../src/blog/paths.js';
import { pictureAddress } from '../../src/util/images.js';
import type { BlogPost, BlogViewConfig } from '../../src/blog/types.js';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { Carousel } from '../../src/ui/carousel.js';
import { useSlider } from '../../src/ui/slider.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { navigableUrl } from '../../src/util/url.js';
import { BlogLink, cut, plainText, readableOn, vars } from '../../src/blog/ui.js';
import { Spinner } from '../../src/ui/spinner.js';
import { usePosts } from '../../src/blog/load.js';
import { NEWS_DESCRIPTION_CHARS, type NewsSlide, type NewsSliderConfig } from './config.js';

/** One slide as drawn: picture, title, description and where it leads ('#': nowhere). */
export interface Slide {
  key: string;
  thumbnail: string;
  title: string;
  description: string;
  href: string;
}

/**
 * Where a slide leads: `{redirectUrl}/{article url}` when the owner set redirectUrl, else the
 * article's post page (/blog/{url}); '#' in the editor and for an article without a url.
 */
export function slideHref(url: string, redirectUrl: string, editor: boolean): string {
  if (editor || !url.trim()) return '#';
  const base = redirectUrl.trim().replace(/\/+$/, '');
  if (!base) return postPagePath(url) || '#';
  const path = url
    .trim()
    .replace(/^\/+/, '')
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
  return navigableUrl(`${base}/${path}`)?.href ?? '#';
}

/** The slides of the config's own news (any entry without a title is left out). */
export function configSlides(news: readonly unknown[], redirectUrl: string, editor: boolean): Slide[] {
  return news
    .filter((n): n is NewsSlide => typeof n === 'object' && n !== null && typeof (n as NewsSlide).title === 'string')
    .filter((n) => n.title!.trim() !== '')
    .map((n, i) => ({
      key: `config-${i}`,
      thumbnail: pictureAddress(typeof n.thumbnail === 'string' ? n.thumbnail : ''),
      title: n.title!,
      description: cut(plainText(typeof n.content === 'string' ? n.content : ''), NEWS_DESCRIPTION_CHARS),
      href: slideHref(typeof n.url === 'string' ? n.url : '', redirectUrl, editor),
    }));
}

/** The slides of the blog's articles; one not readable yet leads to its pre_block address or nowhere. */
export function articleSlides(
  posts: BlogPost[],
  view: BlogViewConfig | null,
  redirectUrl: string,
  editor: boolean,
  now: Date,
): Slide[] {
  return posts
    .filter((post) => listed(post, view, now))
    .map((post, i) => {
      const readable = postRelease(post, now) === 'normal';
      const blocked = readable ? null : blockedPostTarget(post, view, now);
      return {
        key: `${post.id}-${post.url}-${i}`,
        thumbnail: pictureAddress(post.thumbnail),
        title: post.title,
        description: cut(plainText(post.content), NEWS_DESCRIPTION_CHARS),
        href: readable
          ? slideHref(post.url, redirectUrl, editor)
          : editor || !blocked
            ? '#'
            : (navigableUrl(blocked)?.href ?? '#'),
      };
    });
}

/** The blog's articles for the slider: totalNews of them, only featured ones with featuredNews (the group call, §7); none asked with its own news. */
function useNews(config: NewsSliderConfig, host: Element) {
  const amount = Math.max(1, config.optionNews.totalNews);
  const featured = config.optionNews.featuredNews;
  return usePosts(
    config.news.length > 0 ? null : JSON.stringify([amount, featured]),
    async (signal) => (await fetchFilteredNewsList({ amount, featured, type: 'group' }, { signal })).slice(0, amount),
    host,
    'its news',
  );
}

/** The carousel of the slides, made once they are known (so that currentIndex counts them). */
function NewsCarousel({ slides, config }: { slides: Slide[]; config: NewsSliderConfig }) {
  const t = useT();
  const { showTitle, showDescription } = config.optionNews;
  const { carousel, viewport } = useSlider(slides.length, config);
  return (
    <Carousel
      carousel={carousel}
      label={t('ct-news-slider')}
      arrows={{ show: config.arrowOptions, size: config.arrowSize, color: config.arrowColor }}
    >
      <div ref={viewport} className="slides">
        {slides.map((slide, i) => (
          <div key={slide.key} part="slide" {...carousel.slideProps(i)}>
            <BlogLink href={slide.href} part="link" className="link">
              <span part="picture" className={`thumbnail picture${slide.thumbnail ? '' : ' placeholder'}`}>
                {slide.thumbnail && carousel.near(i) ? (
                  <img src={slide.thumbnail} alt="" decoding="async" draggable={false} />
                ) : null}
              </span>
              {showTitle || (showDescription && slide.description) ? (
                <span part="info" className="info">
                  {showTitle ? (
                    <span part="title" className="title">
                      {slide.title}
                    </span>
                  ) : (
                    <span className="visually-hidden">{slide.title}</span>
                  )}
                  {showDescription && slide.description && (
                    <span part="description" className="description">
                      {slide.description}
                    </span>
                  )}
                </span>
              ) : (
                <span className="visually-hidden">{slide.title}</span>
              )}
            </BlogLink>
          </div>
        ))}
      </div>
    </Carousel>
  );
}

/** The news slider (elements-content.md §3 "Slider (news) config", §4 "News slider"): the blog's latest articles in a carousel. */
export function NewsSlider({ config }: ElementProps<NewsSliderConfig>) {
  const t = useT();
  const host = useHost();
  const editor = isEditor();
  const news = useNews(config, host);
  const { redirectUrl } = config.optionNews;
  const slides =
    config.news.length > 0
      ? configSlides(config.news, redirectUrl, editor)
      : articleSlides(news.posts, news.view, redirectUrl, editor, new Date());

  const info = cssColor(config.infoBox.color, host);
  const style = vars({
    '--image-height': cssLength(config.imageHeight),
    '--info-height': cssLength(config.infoBox.height),
    '--info-background': info,
    '--info-text': readableOn(info),
    '--info-padding': cssLength(config.infoBox.padding),
  }) as CSSProperties;

  return (
    <div part="base" className="base" style={style} aria-busy={news.status === 'loading' || undefined}>
      {news.status === 'loading' ? (
        <Spinner />
      ) : slides.length === 0 ? (
        <p part="empty" className="empty" role="status">
          {t('ct-blog-empty')}
        </p>
      ) : (
        <NewsCarousel slides={slides} config={config} />
      )}
    </div>
  );
}
