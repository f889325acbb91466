import { expect } from '@open-wc/testing';
import { autoplayEmbed, videoAddress, videoThumbnail, type VideoProvider } from './video-address.js';

const PAGE = 'https://mysite.example/media';

/** [what the owner typed, provider, the address the player loads (null: refused)]. */
const TABLE: ReadonlyArray<readonly [string, VideoProvider, string | null]> = [
  // vidello: as it is
  ['https://app.vidello.com/embed/AbC123?autoplay=0', 'vidello', 'https://app.vidello.com/embed/AbC123?autoplay=0'],
  ['https://vidello.com/v/xyz', 'vidello', 'https://vidello.com/v/xyz'],
  // Vimeo: a numeric id under videos/, video/ or channels/, or right after the host
  ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
  ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
  ['https://vimeo.com/channels/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
  ['https://vimeo.com/groups/shortfilms/videos/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
  ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
  ['https://vimeo.com/76979871/8272103f6e', 'vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
  ['vimeo.com/video/123456', 'vimeo', 'https://player.vimeo.com/video/123456'],
  // …and nothing else on Vimeo, nor a videos/ path on another host
  ['https://vimeo.com/showcase/abc', 'other', 'https://vimeo.com/showcase/abc'],
  ['https://example.com/videos/123', 'other', 'https://example.com/videos/123'],
  // Wistia: medias on wistia or wi.st
  ['https://home.wistia.com/medias/e4a27b971d', 'wistia', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
  ['https://fast.wistia.net/embed/iframe/e4a27b971d?videoFoam=true', 'wistia', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
  ['https://wi.st/medias/e4a27b971d', 'wistia', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
  ['https://acme.wistia.com/projects/abc', 'other', 'https://acme.wistia.com/projects/abc'],
  // YouTube: an 11-character id
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ['https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ['https://youtu.be/aqz-KE-bpKQ?t=90', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90'],
  [
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s',
    'youtube',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90',
  ],
  ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ['https://www.youtube.com/live/aqz-KE-bpKQ', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ['youtu.be/aqz-KE-bpKQ', 'youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  // …not a 10- or 12-character one, nor a look-alike host
  ['https://www.youtube.com/watch?v=aqz-KE-bpK', 'other', 'https://www.youtube.com/watch?v=aqz-KE-bpK'],
  ['https://youtu.be/aqz-KE-bpKQX', 'other', 'https://youtu.be/aqz-KE-bpKQX'],
  ['https://notyoutube.com/watch?v=aqz-KE-bpKQ', 'other', 'https://notyoutube.com/watch?v=aqz-KE-bpKQ'],
  // anything else: as it is, after the URL policy
  ['https://cdn.example.com/intro.mp4', 'other', 'https://cdn.example.com/intro.mp4'],
  ['https://player.example.net/embed/42', 'other', 'https://player.example.net/embed/42'],
  ['  https://vimeo.com/76979871  ', 'vimeo', 'https://player.vimeo.com/video/76979871'],
  ['javascript:alert(1)', 'other', null],
  [' JaVaScRiPt:alert(1)', 'other', null],
  ['data:text/html,<script>alert(1)</script>', 'other', null],
  ['vbscript:msgbox', 'other', null],
  ['', 'other', null],
];

describe('video address recognition (elements-content §5)', () => {
  for (const [address, provider, embed] of TABLE) {
    it(`${JSON.stringify(address)} → ${provider} ${embed ?? '(refused)'}`, () => {
      const video = videoAddress(address, PAGE);
      expect(video.provider).to.equal(provider);
      expect(video.embed).to.equal(embed);
    });
  }

  it('reads anything that is not text as no address', () => {
    for (const value of [null, undefined, 42, {}, ['https://youtu.be/aqz-KE-bpKQ']]) {
      expect(videoAddress(value, PAGE)).to.deep.equal({ provider: 'other', embed: null, file: false, marketing: false });
    }
  });

  it('resolves a path on the page, and tells a media file from a page to frame', () => {
    const file = videoAddress('/media/intro.webm', PAGE);
    expect(file.embed).to.equal(new URL('/media/intro.webm', location.href).href);
    expect(file.file).to.equal(true);
    expect(videoAddress('https://cdn.example.com/a.MP4?x=1', PAGE).file).to.equal(true);
    expect(videoAddress('https://cdn.example.com/watch', PAGE).file).to.equal(false);
  });

  it('names the players that wait for marketing consent: third parties, not the page itself or the builder’s platform', () => {
    expect(videoAddress('https://youtu.be/aqz-KE-bpKQ', PAGE).marketing).to.equal(true);
    expect(videoAddress('https://vimeo.com/1', PAGE).marketing).to.equal(true);
    expect(videoAddress('https://wi.st/medias/abc', PAGE).marketing).to.equal(true);
    expect(videoAddress('https://app.vidello.com/embed/x', PAGE).marketing).to.equal(true);
    expect(videoAddress('https://player.example.net/embed/42', PAGE).marketing).to.equal(true);
    expect(videoAddress('https://mysite.example/player/1', PAGE).marketing).to.equal(false);
    expect(videoAddress('https://player.weft.example/embed/1', PAGE).marketing).to.equal(false);
    expect(videoAddress('https://cdn.example.com/intro.mp4', PAGE).marketing).to.equal(false);
  });

  it('keeps the provider’s id', () => {
    expect(videoAddress('https://youtu.be/aqz-KE-bpKQ', PAGE).id).to.equal('aqz-KE-bpKQ');
    expect(videoAddress('https://vimeo.com/76979871', PAGE).id).to.equal('76979871');
    expect(videoAddress('https://wi.st/medias/e4a27b971d', PAGE).id).to.equal('e4a27b971d');
  });

  it('asks each provider to start at once in its own words, muted when asked', () => {
    const start = (address: string, muted = false) => autoplayEmbed(videoAddress(address, PAGE), muted);
    expect(start('https://youtu.be/aqz-KE-bpKQ')).to.equal('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(start('https://youtu.be/aqz-KE-bpKQ', true)).to.equal(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1',
    );
    expect(start('https://vimeo.com/1', true)).to.equal('https://player.vimeo.com/video/1?autoplay=1&muted=1');
    expect(start('https://wi.st/medias/abc')).to.equal('https://fast.wistia.net/embed/iframe/abc?autoPlay=true');
    expect(start('https://app.vidello.com/embed/x')).to.equal('https://app.vidello.com/embed/x');
    expect(start('javascript:alert(1)')).to.equal(null);
  });

  it('gives a YouTube video its still image, and no other', () => {
    expect(videoThumbnail(videoAddress('https://youtu.be/aqz-KE-bpKQ', PAGE))).to.equal(
      'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    );
    expect(videoThumbnail(videoAddress('https://vimeo.com/1', PAGE))).to.equal(null);
  });
});
