import { describe, expect, it } from 'vitest';
import { isShowableAvatar } from './portfolio-rules';

const ORIGIN = 'https://kiseki.example';

describe('isShowableAvatar', () => {
  it('shows our own pictures, data: images and the avatar stores', () => {
    for (const url of [
      '/og-image.png',
      `${ORIGIN}/avatars/1.png`,
      'data:image/png;base64,AAAA',
      'https://avatars.githubusercontent.com/u/104857321?v=4',
      'https://storage.googleapis.com/zenn-user-upload/avatar/abc.jpeg',
      'https://s3-ap-northeast-1.amazonaws.com/qiita-image-store/0/1/profile.png',
      'https://assets.st-note.com/production/uploads/images/1/profile.png',
    ]) {
      expect(isShowableAvatar(url, ORIGIN), url).toBe(true);
    }
  });

  it('refuses other hosts, other buckets of shared storage and look-alike hosts', () => {
    for (const url of [
      null,
      '',
      'http://avatars.githubusercontent.com/u/1',
      'https://avatars.githubusercontent.com.evil.example/u/1',
      'https://storage.googleapis.com/someone-else/avatar.png',
      'https://s3-ap-northeast-1.amazonaws.com/other-bucket/x.png',
      'https://tracker.example/pixel.gif',
      'data:text/html,<script>1</script>',
      'javascript:alert(1)',
    ]) {
      expect(isShowableAvatar(url, ORIGIN), String(url)).toBe(false);
    }
  });
});
