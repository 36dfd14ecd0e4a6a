// The stories' English texts found in another language (texts.mjs): no browser needed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { textsOf, translate, translateOrKeep } from './texts.mjs';

const si = textsOf('si');
const ta = textsOf('ta');

describe("the stories' English texts in Sinhala and Tamil", () => {
  test('a whole text is the same key in the language', () => {
    assert.equal(translate('Post Job', 'si'), si.get('common:header.postJob'));
    assert.equal(translate('Open menu', 'ta', { exact: true }), ta.get('common:nav.openMenu'));
  });

  test("a template's values go into the language's template", () => {
    const template = si.get('common:header.accountMenu');
    assert.equal(translate('Account menu for Nimal Perera', 'si'), template.replace('{{name}}', 'Nimal Perera'));
  });

  test('a pattern stands for the texts whose English it matches', () => {
    const pattern = translate(/^Open menu$/, 'si');
    assert.ok(pattern instanceof RegExp);
    assert.match(si.get('common:nav.openMenu'), pattern);
  });

  test('what is no text of the interface is left as it is, and English is the same', () => {
    assert.equal(translate('Ward Nurse Kabcdfghj', 'si'), 'Ward Nurse Kabcdfghj');
    assert.equal(translate('Post Job', 'en'), 'Post Job');
  });

  test("a locator finds the language's text or the English one, once translated", () => {
    const either = translateOrKeep('Post Job', 'si', { exact: true });
    assert.match(si.get('common:header.postJob'), either);
    assert.match('Post Job', either);
    assert.doesNotMatch('Post Job now', either);
    assert.equal(translateOrKeep(either, 'si'), either);
  });

  test("a translated text is found as a whole word, not inside a longer one", () => {
    // කොළ (Green) is the end of නිල්කොළ (Teal); Playwright would find a string anywhere in a name.
    const green = translateOrKeep('Green', 'si');
    assert.match(si.get('cv:colors.green'), green);
    assert.doesNotMatch(si.get('cv:colors.teal'), green);
    assert.match('Dark Green', green);
  });

  test('a status in a sentence is in the language too', () => {
    const status = translate('Application status: Applied', 'si');
    assert.match(si.get('jobs:apply.appliedStatus').replace('{{status}}', si.get('jobs:applicationStatus.submitted')), status);
  });

  // Cut into two texts at every space, not into every combination of pieces, which never ended.
  test('a long text of no key is left as it is', { timeout: 10000 }, () => {
    const words = 'I have five years of experience in estate analytics and would love to join your team in Kandy '.repeat(3).trim();
    assert.equal(translate(words, 'si'), words);
  });

  test('a label and its "(optional)" are each translated whole', () => {
    const label = translate('Vacancy flyer (optional)', 'si');
    assert.match(`${si.get('dashboard:jobForm.fields.flyer')} ${si.get('dashboard:common.optional')}`, label);
    assert.doesNotMatch(si.get('dashboard:jobForm.fields.flyer'), label);
  });
});
