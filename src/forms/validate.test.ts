import { expect } from '@open-wc/testing';
import { fixedT } from '../i18n/index.js';
import { validate, validateAll } from './validate.js';

const t = fixedT('en_US');

describe('the generic validator', () => {
  it("says 'The {field} field is required.' for an empty required value", () => {
    expect(validate('email', '', { required: true }, t)).to.equal('The email field is required.');
    expect(validate('email', '   ', { required: true }, t)).to.equal('The email field is required.');
    expect(validate('tags', [], { required: true }, t)).to.equal('The tags field is required.');
    expect(validate('email', '', { minlength: 3 }, t)).to.equal(null);
  });

  it('checks an e-mail address as the browser does, before anything is sent', () => {
    const message = 'The Email field must be a valid email address.';
    for (const bad of [
      'ana',
      'ana.example.com',
      'ana@',
      '@example.com',
      'ana souza@example.com',
      'ana@exa mple.com',
      'ana@-x.com',
    ]) {
      expect(validate('Email', bad, { email: true }, t), bad).to.equal(message);
    }
    for (const good of [
      'ana@example.com',
      ' ana@example.com ',
      'ana+news@mail.example.co.uk',
      "o'neil@example.org",
      'ana@localhost',
    ]) {
      expect(validate('Email', good, { email: true }, t), good).to.equal(null);
    }
    expect(validate('Email', '', { email: true }, t), 'an empty optional address').to.equal(null);
    expect(validate('Email', '', { email: true, required: true }, t)).to.equal('The Email field is required.');
  });

  it('checks minlength and maxlength', () => {
    expect(validate('name', 'Al', { minlength: 3 }, t)).to.equal('The name field must be at least 3 characters.');
    expect(validate('name', 'Alice', { maxlength: 4 }, t)).to.equal('The name field may not be greater than 4 characters.');
    expect(validate('name', 'Ann', { minlength: 3, maxlength: 4 }, t)).to.equal(null);
  });

  it('checks min and max, and that the value is a number', () => {
    expect(validate('age', '17', { min: 18 }, t)).to.equal('The age field must be at least 18.');
    expect(validate('age', 121, { max: 120 }, t)).to.equal('The age field may not be greater than 120.');
    expect(validate('age', 'old', { min: 18 }, t)).to.equal('The age field must be at least 18.');
    expect(validate('age', 30, { min: 18, max: 120 }, t)).to.equal(null);
  });

  it('gives every field its first problem, by its label', () => {
    const problems = validateAll(
      { name: '', age: '5', bio: 'ok' },
      { name: { required: true, label: 'Full name' }, age: { min: 18 }, bio: { maxlength: 10 } },
      t,
    );
    expect(problems).to.deep.equal({ name: 'The Full name field is required.', age: 'The age field must be at least 18.' });
  });

  it('speaks the visitor’s language', async () => {
    const { loadLanguage } = await import('../i18n/index.js');
    await loadLanguage('de_DE');
    const german = fixedT('de_DE');
    expect(validate('E-Mail', '', { required: true }, german)).to.not.equal('The E-Mail field is required.');
    expect(validate('E-Mail', '', { required: true }, german)).to.contain('E-Mail');
    await loadLanguage('en_US');
  });
});

describe('the validator for lead forms', () => {
  it("says '{label} is required.' through requiredKey, and checks a full name", () => {
    expect(validate('Email', '', { required: true, requiredKey: 'ct-field-required' }, t)).to.equal('Email is required.');
    expect(validate('Name', 'Ana', { fullname: true }, t)).to.equal('please enter valid fullname.');
    expect(validate('Name', 'Ana Souza', { fullname: true }, t)).to.equal(null);
    expect(validate('Name', '', { fullname: true }, t), 'an empty optional name passes').to.equal(null);
  });
});
