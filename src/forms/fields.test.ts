import { expect } from '@open-wc/testing';
import { checkFields, cleanRedirect, formBody, initialValues, inOwnWords, isFullName, leadOf, readFields } from './fields.js';

describe('lead-form fields', () => {
  it('reads field definitions leniently, dropping fields without a tag or switched off', () => {
    const problems: string[] = [];
    const fields = readFields(
      [
        {
          tag: 'EMAIL',
          label: 'Email',
          required: 'yes',
          help_text: 'We never share it',
          icon: { selected: 'mail', position: 'right' },
        },
        {
          tag: 'AGE',
          required: 'no',
          type: { name: 'Dropdown', identifier: 'dropdown' },
          options: [{ name: 'Adult', value: '18+' }, 'Other'],
        },
        { tag: 'SRC', visibility: 'hidden', default_value: 'ads', type: { identifier: 'weird' } },
        { label: 'no tag' },
        { tag: 'OFF', status: 'inactive' },
        'not an object',
      ],
      {},
      problems,
    );
    expect(fields.map((f) => f.tag)).to.deep.equal(['EMAIL', 'AGE', 'SRC']);
    expect(fields[0]).to.include({ label: 'Email', required: true, help: 'We never share it', kind: 'text' });
    expect(fields[0]!.icon).to.deep.equal({ selected: 'mail', position: 'right' });
    expect(fields[1]).to.include({ label: 'AGE', required: false, kind: 'dropdown' });
    expect(fields[1]!.options).to.deep.equal([
      { name: 'Adult', value: '18+' },
      { name: 'Other', value: 'Other' },
    ]);
    expect(fields[2]).to.include({ hidden: true, defaultValue: 'ads', kind: 'text' });
    expect(problems).to.deep.equal(['field 4 has no tag', 'field 6 has no tag']);
  });

  it('reads campaign fields: target_field_id as tag, the two kinds renamed, email and name forced', () => {
    const fields = readFields(
      [
        { target_field_id: 'email', label: 'Email', required: 'no', visibility: 'hidden' },
        { target_field_id: 'abc', type: { identifier: 'single_select' } },
        { target_field_id: 'def', type: 'multi_select' },
      ],
      { campaign: true },
    );
    expect(fields[0]).to.include({ tag: 'email', required: true, hidden: false });
    expect(fields.map((f) => f.kind)).to.deep.equal(['text', 'select', 'multiselect']);
  });

  it('reads required in any yes spelling, draws fields by their order, and knows plain input kinds', () => {
    const fields = readFields([
      { tag: 'c', order: 3, required: 1, type: 'email' },
      { tag: 'a', order: '1', required: 'true', type: 'number' },
      { tag: 'a2', required: 'no', type: 'tel' },
      { tag: 'b', order: 2, required: 'on', type: { identifier: 'url' } },
      { tag: 'z', required: 0, type: 'color' },
    ]);
    expect(
      fields.map((f) => f.tag),
      'by order; one without keeps its place after the one before it',
    ).to.deep.equal(['a', 'a2', 'b', 'z', 'c']);
    expect(fields.map((f) => f.required)).to.deep.equal([true, false, true, false, true]);
    expect(fields.map((f) => f.kind)).to.deep.equal(['number', 'tel', 'url', 'text', 'email']);
    expect(
      readFields([
        { tag: 'x', status: 'false' },
        { tag: 'y', status: 'active' },
        { tag: 'w', status: '' },
      ]).map((f) => f.tag),
    ).to.deep.equal(['y', 'w']);
  });

  it('starts multi-choice fields as lists', () => {
    const fields = readFields([
      { tag: 'A', type: { identifier: 'checkbox' }, default_value: 'x, y' },
      { tag: 'B', type: { identifier: 'multiselect' } },
      { tag: 'C', default_value: 'c' },
    ]);
    expect(initialValues(fields)).to.deep.equal({ A: ['x', 'y'], B: [], C: 'c' });
  });

  it('checks required fields (groups need one checked), skips hidden and skipped ones, and the captcha', () => {
    const fields = readFields([
      { tag: 'NAME', label: 'Name', required: 'yes' },
      { tag: 'TOPICS', label: 'Topics', required: 'yes', type: { identifier: 'checkbox' }, options: ['a', 'b'] },
      { tag: 'SECRET', label: 'Secret', required: 'yes', visibility: 'hidden' },
      { tag: 'LATER', label: 'Later', required: 'yes' },
      { tag: 'FULL', label: 'Full', validation: 'fullname' },
    ]);
    const problems = checkFields(
      fields,
      { NAME: '  ', TOPICS: [], SECRET: '', LATER: '', FULL: 'Ana' },
      { skip: new Set(['LATER']), captchaMissing: true },
    );
    expect(problems).to.deep.equal([
      { tag: 'NAME', key: 'ct-field-required', values: { field: 'Name', label: 'Name' } },
      { tag: 'TOPICS', key: 'ct-field-required', values: { field: 'Topics', label: 'Topics' } },
      { tag: 'FULL', key: 'ct-invalid-fullname', values: { field: 'Full' } },
      { tag: '', key: 'ct-unverified-captcha' },
    ]);
    expect(checkFields(fields, { NAME: 'x', TOPICS: ['b'], LATER: 'y', FULL: '' })).to.deep.equal([]);
    expect(checkFields(fields.slice(0, 1), { NAME: '' }, { requiredKey: 'ct-validation-required' })[0]!.key).to.equal(
      'ct-validation-required',
    );
    expect(inOwnWords(problems, 'Required!').map((p) => p.message)).to.deep.equal([
      'Required!',
      'Required!',
      undefined,
      undefined,
    ]);
  });

  it('knows a full name: two words of two letters or more', () => {
    expect(isFullName('Ana Souza')).to.equal(true);
    expect(isFullName('  João  da Silva ')).to.equal(true);
    expect(isFullName('Mary-Jane Smith')).to.equal(true);
    expect(isFullName('Ana')).to.equal(false);
    expect(isFullName('A Souza')).to.equal(false);
    expect(isFullName('12 34')).to.equal(false);
  });

  it("finds the lead's e-mail and name by the spec's field names, in any case", () => {
    expect(leadOf({ EMAIL: 'a@b.co', FNAME: 'Ana' })).to.deep.equal({ email: 'a@b.co', name: 'Ana' });
    expect(leadOf({ email: ' a@b.co ', cadastro_nome: 'Bia' })).to.deep.equal({ email: 'a@b.co', name: 'Bia' });
    expect(leadOf({ Nome: 'Caio', other: 'x' })).to.deep.equal({ name: 'Caio' });
    expect(leadOf({ email: ['a@b.co'] })).to.deep.equal({});
  });

  it('cleans redirect addresses: trimmed, spaces gone, decoded, http:// added, then the URL policy', () => {
    expect(cleanRedirect(' example.com/thanks ')?.href).to.equal('http://example.com/thanks');
    expect(cleanRedirect('https://exa mple.com/a%20b')?.href).to.equal('https://example.com/a%20b');
    expect(cleanRedirect('https%3A%2F%2Fexample.com%2Fok')?.href).to.equal('https://example.com/ok');
    expect(cleanRedirect('/thanks')?.href).to.equal(`${location.origin}/thanks`);
    expect(cleanRedirect('javascript:alert(1)')).to.equal(null);
    expect(cleanRedirect('javascript%3Aalert(1)')).to.equal(null);
    expect(cleanRedirect('data:text/html,hi')).to.equal(null);
    expect(cleanRedirect('   ')).to.equal(null);
  });

  it('encodes fields for the wire: lists repeat their name, extras win', () => {
    const body = formBody({ a: '1', b: ['x', 'y'], id: 'typed' }, { id: '7' });
    expect(body.toString()).to.equal('a=1&b=x&b=y&id=7');
  });
});
