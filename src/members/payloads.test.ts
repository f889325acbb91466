import { expect } from '@open-wc/testing';
import { loginPayload, pagePlace, registerPayload, type RegisterInput } from './payloads.js';

describe('members payloads', () => {
  const pages = [
    { id: 1, url: 'home' },
    { id: '6', url: 'members' },
  ];

  it('names the page <weft-site> shows, else the address', () => {
    const table: Array<[string | null, unknown]> = [
      ['6', { page_id: '6', page_url: 'members' }],
      ['1', { page_id: 1, page_url: 'home' }],
      ['blog-login', { page_url: 'https://site.example/blog-login?post=/x' }],
      [null, { page_url: 'https://site.example/blog-login?post=/x' }],
    ];
    for (const [shown, place] of table)
      expect(pagePlace(shown, pages, 'https://site.example/blog-login?post=/x'), String(shown)).to.deep.equal(place);
    expect(pagePlace('6', undefined, 'https://host.example/')).to.deep.equal({ page_url: 'https://host.example/' });
  });

  it('sends the login payload: credentials, layout_id and page_id', () => {
    expect(
      loginPayload(
        { email: 'a@example.com', password: 'pw' },
        { layoutId: 3, place: { page_id: 6, page_url: 'members' }, websiteId: 'c2l0ZS0x' },
      ),
    ).to.deep.equal({ email: 'a@example.com', password: 'pw', layout_id: 3, page_id: 6, website_id: 'c2l0ZS0x' });
    expect(loginPayload({ token: 't' }, { layoutId: 1, place: { page_url: 'x' }, websiteId: undefined })).to.deep.equal({
      token: 't',
      layout_id: 1,
      page_id: undefined,
      website_id: undefined,
    });
  });

  it('sends the registering user, with fields_custom_config and the page, and no password when hidden', () => {
    const input: RegisterInput = {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'pw-123456',
      password_confirmation: 'pw-123456',
      hiddenPassword: false,
      custom: { phone: '555', plan: ['pro'] },
      fields: [{ tag: 'phone', type: 'tel', order: 1 }],
      areasRegister: [4],
      layoutId: 2,
    };
    const context = { place: { page_id: 6, page_url: 'members' }, websiteId: 'c2l0ZS0x' };
    expect(registerPayload(input, context)).to.deep.equal({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'pw-123456',
      password_confirmation: 'pw-123456',
      fields_custom: { phone: '555', plan: ['pro'] },
      fields_custom_config: [{ tag: 'phone', type: 'tel', order: 1 }],
      areas_register: [4],
      layout_id: 2,
      page_id: 6,
      page_url: 'members',
      website_id: 'c2l0ZS0x',
    });
    const hidden = registerPayload({ ...input, hiddenPassword: true }, context);
    expect(hidden).to.include({ hidden_password: true });
    expect(hidden).to.not.have.any.keys('password', 'password_confirmation');
  });
});
