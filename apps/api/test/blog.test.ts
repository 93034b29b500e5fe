import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_MESSAGES as M, MEDIA_MESSAGES, blogListResponseSchema } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { decompressionBomb } from './support/owner-fixtures';
import { imageFile, multipartBody, pngImage, validPostFields } from './support/blog-fixtures';

/* The blog API (owner-admin.md §7 blog calls, issue 13 item 7) on both engines. */

function fakeWebBuild(): string {
  const dir = path.join(process.env.TMPDIR ?? '/tmp', `blog-web-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head>\n<meta\n  name="description"\n  content="Book sports venues."\n/>\n<title>Sports Booking | Book sports venues across London</title>\n</head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe.each(testEngines())('blog on %s', (engine) => {
  const suite = appSuite(engine);

  async function start(options: { webDistDir?: string } = {}) {
    const harness = await suite.start(options.webDistDir ? { PUBLIC_URL: 'https://sports.example' } : {});
    if (options.webDistDir) {
      // The SPA is only served when a build exists; the suites build the app without one.
      await harness.close();
      const { createTestApp } = await import('./support/test-app');
      suite.harness = await createTestApp(engine, {
        clock: () => suite.clock.now(),
        env: { PUBLIC_URL: 'https://sports.example' },
        config: { webDistDir: options.webDistDir },
      });
    }
    const { db } = suite.harness!.database;
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'player@example.com' });
    return {
      app: suite.harness!.app,
      admin: await loginAs(suite.harness!.app, 'admin@example.com'),
      player: await loginAs(suite.harness!.app, 'player@example.com'),
    };
  }

  async function publish(
    app: Awaited<ReturnType<typeof start>>['app'],
    token: string,
    fields: Record<string, string> = validPostFields(),
  ) {
    const body = multipartBody(fields, imageFile(await pngImage()));
    return app.inject({
      method: 'POST',
      url: '/api/blogs/',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  it('publishes a post with a re-encoded image, a slug and a computed reading time, and lists it publicly', async () => {
    const { app, admin } = await start();
    const created = await publish(app, admin, validPostFields({ is_featured: 'true' }));
    expect(created.statusCode).toBe(201);
    const { message, blog } = created.json();
    expect(message).toBe(M.created);
    expect(blog).toMatchObject({
      slug: 'booking-padel-courts-in-manchester',
      category: 'Guides',
      is_featured: true,
      read_time: '1 min read',
      author: 'Sam Carter',
      date: '2026-11-21',
    });
    expect(blog.image).toMatch(/^\/media\/blog\/[0-9a-f]{24}-lg\.webp$/);
    const served = await app.inject({ method: 'GET', url: blog.image });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const list = await app.inject({ method: 'GET', url: '/api/blogs/' });
    expect(list.statusCode).toBe(200);
    const { blogs } = blogListResponseSchema.parse(list.json());
    expect(blogs).toHaveLength(1);
    expect(blogs[0]!.content).toBe(
      '<h2>Why padel</h2>\n<p>Padel is <strong>fast</strong>, social and easy to learn.</p>\n<ul><li>Bring trainers</li><li>Rent a racquet</li></ul>',
    );
    // The Markdown source is for the admin's edit form only.
    expect(blogs[0]!.markdown).toBeUndefined();
    const asAdmin = await app.inject({ method: 'GET', url: '/api/blogs/', headers: bearer(admin) });
    expect(asAdmin.json().blogs[0].markdown).toBe(validPostFields().content);

    const one = await app.inject({ method: 'GET', url: '/api/blogs/booking-padel-courts-in-manchester/' });
    expect(one.statusCode).toBe(200);
    expect(one.json().blog.title).toBe('Booking Padel Courts in Manchester');
  });

  it('computes the reading time from the words of the text, at 200 words a minute', async () => {
    const { app, admin } = await start();
    const words = Array.from({ length: 950 }, (_, index) => `word${index}`).join(' ');
    const created = await publish(app, admin, validPostFields({ content: `# Heading\n\n${words}` }));
    expect(created.json().blog.read_time).toBe('5 min read');
  });

  it('renders a post that holds scripts, event handlers and javascript: links as harmless text', async () => {
    const { app, admin } = await start();
    const hostile = [
      '<script>window.__pwned = true</script>',
      '<img src=x onerror="window.__pwned = true">',
      '[click me](javascript:alert(1)) and [tab](java\tscript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '[fine](https://example.com/a?b=1&c="2")',
      '<a href="javascript:alert(1)">raw link</a>',
      '**bold <svg onload=alert(1)>**',
    ].join('\n\n');
    const created = await publish(app, admin, validPostFields({ title: 'Hostile', content: hostile }));
    expect(created.statusCode).toBe(201);
    const listed = (await app.inject({ method: 'GET', url: '/api/blogs/' })).json().blogs[0].content as string;
    for (const html of [listed, created.json().blog.content as string]) {
      // No tag but the renderer's own, and no attribute an author wrote: the hostile parts are shown as text.
      expect(html).not.toMatch(/<(script|img|svg|iframe)\b|<a href="(javascript|data)|<[^>]*\son\w+=/i);
      expect(html).toContain('&lt;script&gt;window.__pwned = true&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=&quot;window.__pwned = true&quot;&gt;');
      // An unsafe target keeps only its label; a target with spaces is no link at all.
      expect(html).toContain('<p>click me and [tab](java\tscript:alert(1)) and data</p>');
      expect(html).toContain(
        '<a href="https://example.com/a?b=1&amp;c=&quot;2&quot;" rel="nofollow noopener noreferrer">fine</a>',
      );
      expect(html).toContain('<strong>bold &lt;svg onload=alert(1)&gt;</strong>');
    }
  });

  it('gives posts with the same title different URLs, and keeps a URL when the title changes', async () => {
    const { app, admin } = await start();
    const first = (await publish(app, admin)).json().blog;
    const second = (await publish(app, admin)).json().blog;
    expect([first.slug, second.slug]).toEqual([
      'booking-padel-courts-in-manchester',
      'booking-padel-courts-in-manchester-2',
    ]);
    const body = multipartBody(validPostFields({ title: 'Padel in Manchester: Updated' }));
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/blogs/${first.id}/`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: M.updated,
      blog: { slug: first.slug, title: 'Padel in Manchester: Updated', image: first.image },
    });
  });

  it('replaces the image on edit and removes the old files; deletes a post with its image', async () => {
    const { app, admin } = await start();
    const post = (await publish(app, admin)).json().blog;
    const mediaDir = suite.harness!.config.mediaDir;
    const onDisk = (url: string) => existsSync(path.join(mediaDir, url.replace('/media/', '')));
    expect(onDisk(post.image)).toBe(true);
    const body = multipartBody(
      validPostFields({ content: 'New text.' }),
      imageFile(await pngImage(640, 480), 'new.png'),
    );
    const edited = (
      await app.inject({
        method: 'PUT',
        url: `/api/blogs/${post.id}/`,
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      })
    ).json().blog;
    expect(edited.image).not.toBe(post.image);
    expect(onDisk(post.image)).toBe(false);
    expect(onDisk(edited.image)).toBe(true);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/blogs/${post.id}/`, headers: bearer(admin) });
    expect(deleted.json()).toEqual({ success: true, message: M.deleted });
    expect(onDisk(edited.image)).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/blogs/' })).json().blogs).toEqual([]);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/blogs/${post.id}/`, headers: bearer(admin) })).json(),
    ).toMatchObject({ error: M.notFound });
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const { app, admin } = await start();
    const png = await pngImage();
    const send = (
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, string>,
      file?: ReturnType<typeof imageFile>,
    ) => {
      const body = multipartBody(fields, file);
      return app.inject({ method, url, headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
    };
    const { author: _author, ...withoutAuthor } = validPostFields();
    const cases: [Awaited<ReturnType<typeof send>>, number, string][] = [
      [await send('POST', '/api/blogs/', validPostFields()), 400, M.imageRequired],
      [await send('POST', '/api/blogs/', validPostFields({ title: '   ' }), imageFile(png)), 400, M.requiredFields],
      [await send('POST', '/api/blogs/', withoutAuthor, imageFile(png)), 400, M.requiredFields],
      [
        await send('POST', '/api/blogs/', validPostFields({ category: 'News' }), imageFile(png)),
        400,
        M.categoryInvalid,
      ],
      [
        await send('POST', '/api/blogs/', validPostFields({ is_featured: 'yes' }), imageFile(png)),
        400,
        M.featuredInvalid,
      ],
      [
        await send('POST', '/api/blogs/', validPostFields({ title: 'x'.repeat(151) }), imageFile(png)),
        400,
        M.titleTooLong,
      ],
      [
        await send(
          'POST',
          '/api/blogs/',
          validPostFields(),
          imageFile(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            'x.svg',
            'image/svg+xml',
          ),
        ),
        415,
        MEDIA_MESSAGES.notAnImage,
      ],
      [
        await send(
          'POST',
          '/api/blogs/',
          validPostFields(),
          imageFile(Buffer.from('GIF89a\x01\x00\x01\x00'), 'x.gif', 'image/gif'),
        ),
        415,
        MEDIA_MESSAGES.notAnImage,
      ],
      [
        await send('POST', '/api/blogs/', validPostFields(), { ...imageFile(png), field: 'cover' }),
        400,
        M.imageFieldOnly,
      ],
      [
        await send(
          'POST',
          '/api/blogs/',
          validPostFields(),
          imageFile(
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]),
            'big.jpg',
            'image/jpeg',
          ),
        ),
        413,
        MEDIA_MESSAGES.tooManyBytes(10),
      ],
      [await send('PUT', '/api/blogs/999/', validPostFields()), 404, M.notFound],
      [
        await app.inject({ method: 'POST', url: '/api/blogs/', headers: bearer(admin), payload: validPostFields() }),
        415,
        M.multipartRequired,
      ],
      [await app.inject({ method: 'GET', url: '/api/blogs/no-such-article/' }), 404, M.articleNotFound],
      [await app.inject({ method: 'GET', url: '/api/blogs/Bad%20Slug!/' }), 400, M.articleNotFound],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, message).toBe(status);
      expect(response.json(), message).toMatchObject({ success: false, error: message });
    }
    // A decompression bomb: small file, too many pixels.
    const bomb = decompressionBomb();
    const bombAnswer = await send('POST', '/api/blogs/', validPostFields(), imageFile(bomb));
    expect(bombAnswer.statusCode).toBe(413);
    expect(bombAnswer.json().error).toBe(MEDIA_MESSAGES.tooManyPixels(40));
    await expect(suite.harness!.database.db.selectFrom('blog_posts').selectAll().execute()).resolves.toEqual([]);
    expect(
      existsSync(path.join(suite.harness!.config.mediaDir, 'blog'))
        ? (await import('node:fs')).readdirSync(path.join(suite.harness!.config.mediaDir, 'blog'))
        : [],
    ).toEqual([]);
  });

  it('lets only admins write: anonymous 401, players 403, and public reads stay open and cacheable', async () => {
    const { app, admin, player } = await start();
    const post = (await publish(app, admin)).json().blog;
    const body = multipartBody(validPostFields(), imageFile(await pngImage()));
    expect(
      (await app.inject({ method: 'POST', url: '/api/blogs/', headers: body.headers, payload: body.payload }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/blogs/',
          headers: { ...bearer(player), ...body.headers },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/blogs/${post.id}/`,
          headers: { ...bearer(player), ...body.headers },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/blogs/${post.id}/`, headers: bearer(player) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/blogs/${post.id}/` })).statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'GET', url: '/api/blogs/' });
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
    expect(
      (await app.inject({ method: 'GET', url: '/api/blogs/', headers: bearer(player) })).json().blogs[0].markdown,
    ).toBeUndefined();
  });

  it("serves an article's URL with its title, description and sharing tags in the HTML", async () => {
    const { app, admin } = await start({ webDistDir: fakeWebBuild() });
    const post = (
      await publish(
        app,
        admin,
        validPostFields({
          title: 'Padel & "Pickleball" <Compared>',
          excerpt: 'Two racquet sports, one court? <b>Read</b> on.',
        }),
      )
    ).json().blog;
    expect(post.slug).toBe('padel-and-pickleball-compared');
    const page = await app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<title>Padel &amp; &quot;Pickleball&quot; &lt;Compared&gt; | Sports Booking Blog</title>',
    );
    expect(page.body).toContain(
      '<meta name="description" content="Two racquet sports, one court? &lt;b&gt;Read&lt;/b&gt; on.">',
    );
    expect(page.body).toContain(
      '<meta property="og:title" content="Padel &amp; &quot;Pickleball&quot; &lt;Compared&gt;">',
    );
    expect(page.body).toContain(
      '<meta property="og:url" content="https://sports.example/blog/padel-and-pickleball-compared">',
    );
    expect(page.body).toContain(`<meta property="og:image" content="https://sports.example${post.image}">`);
    expect(page.body).toContain(
      '<link rel="canonical" href="https://sports.example/blog/padel-and-pickleball-compared">',
    );
    expect(page.body.match(/name="description"/g)).toHaveLength(1);
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('<div id="root"></div>');
    // A trailing slash is the same article; other pages and unknown articles keep the app's own head.
    expect((await app.inject({ method: 'GET', url: `/blog/${post.slug}/` })).body).toContain('og:title');
    for (const url of ['/blog', '/blog/no-such-article', '/venues', '/blog/Not_A_Slug', '/blog/a/b']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toContain('<title>Sports Booking | Book sports venues across London</title>');
      expect(other.body, url).not.toContain('og:title');
    }
  });
});
