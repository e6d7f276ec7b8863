// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleaner.ts';

/** A paragraph, a list and a table as Word 2016 puts them on the clipboard (abridged, structure kept). */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
<style>p.MsoNormal{margin:0cm;font-family:等线}</style></head><body lang=ZH-CN>
<!--StartFragment--><p class=MsoNormal style='text-indent:21.0pt'><span lang=EN-US style='font-family:"Times New Roman"'>2026</span><span style='font-family:宋体'>年春茶开采</span><o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span>1.</span><![endif]>茶园管护</p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td width=277 valign=top style='width:207.4pt'><p class=MsoNormal>亩产<o:p></o:p></p></td></tr></table>
<p><img width=100 height=80 src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image002.jpg" v:shapes="图片_x0020_1"></p><!--EndFragment--></body></html>`;

/** WPS: fonts, spans with inline styles, its own classes. */
const WPS = `<meta charset="utf-8"><p class="p1" style="margin-left:0pt"><font face="宋体"><span style="font-size:12pt" onclick="alert(1)">黔货出山</span></font></p>
<p><img src="https://wps.example/x.png"><img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png"></p>`;

describe('cleaning what is pasted from Word and WPS', () => {
  it('keeps the text, paragraphs and table of a Word paste, and nothing of Office', () => {
    const { html, droppedImages } = cleanPastedHtml(WORD);
    expect(html).toContain('<p>2026年春茶开采</p>');
    expect(html).toContain('<td><p>亩产</p></td>');
    expect(html).toContain('茶园管护');
    expect(html).not.toMatch(/Mso|style=|class=|<o:p|WordDocument|Normal|font-family|lang=|file:/);
    expect(droppedImages).toBe(1);
  });

  it('unwraps the fonts and spans of a WPS paste and keeps only the portal’s own pictures', () => {
    const { html, droppedImages } = cleanPastedHtml(WPS);
    expect(html).toContain('<p>黔货出山</p>');
    expect(html).not.toMatch(/onclick|font|span|style|wps\.example/);
    expect(html).toContain('<img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png">');
    expect(droppedImages).toBe(1);
  });
});
