/** touches_exec: added lines that spawn processes or evaluate code, and CI pipelines. */
import { CI_PIPELINES, type SignalRule } from "./ruleKit.js";

export const EXEC_RULES: readonly SignalRule[] = [
  // ── touches_exec: added lines that spawn processes or evaluate code ──
  {
    flag: "touches_exec",
    topic: "exec, spawn, system, popen or eval calls",
    // Not after a dot: `re.exec(s)` and `db.exec(sql)` are method calls on other things.
    addedLines: /(?<![\w.$])(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|eval)\(|\beval\s+["'$]/,
  },
  {
    flag: "touches_exec",
    topic: "Node.js child_process, vm, Function, execa, zx, Deno, Bun",
    addedLines:
      // zx's $`cmd` after a line start, space or operator: matched with the character before it, not a lookbehind, which would try every position.
      /child_process|\bexeca\b|\bshelljs\b|\bnew\s+Function\s*\(|\bvm\.(?:runIn\w+|Script|compileFunction)\b|\bDeno\.(?:run|Command)\b|\bBun\.(?:spawn|spawnSync|\$)|(?:^|[\s(=,;!?:])\$`/,
  },
  {
    flag: "touches_exec",
    topic: "Python subprocess, os.system, os.exec*, pty",
    addedLines:
      /subprocess|\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|fork)\s*\(|\bpty\.spawn\b|\bcommands\.getoutput\b|\bshell\s*=\s*True\b/,
  },
  {
    flag: "touches_exec",
    topic: "Ruby, PHP and Perl shell-outs",
    addedLines:
      /(?<![\w.$])(?:shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bsystem\s+["']|%x[({[|]|\bqx\s*[({[/|]|\bOpen3\.|\bIO\.popen\b|\bKernel\.(?:system|exec|spawn)\b|\bProcess\.spawn\b|\b(?:instance|class|module)_eval\b/,
  },
  {
    flag: "touches_exec",
    topic: "backtick command substitution (Ruby, PHP, Perl)",
    // Skips comment lines, where backticks usually quote code in prose.
    addedLines: /^(?![ \t]*(?:#|\/\/|\*))[^\n`]*`[^`\n]+`/m,
    inFiles: ["**/*.{rb,rake,php,pl,pm}", "**/{Rakefile,Gemfile}"],
  },
  {
    flag: "touches_exec",
    topic: "JVM Runtime.exec, ProcessBuilder, script engines",
    addedLines: /Runtime\.getRuntime\(\)\.exec|\bProcessBuilder\b|\bScriptEngineManager\b|\bGroovyShell\b|["']\.execute\(\)/,
  },
  { flag: "touches_exec", topic: ".NET Process.Start, PowerShell", addedLines: /\bProcess\.Start\s*\(|\bProcessStartInfo\b|\bPowerShell\.Create\b/ },
  {
    flag: "touches_exec",
    topic: "Go os/exec, syscall.Exec",
    addedLines: /"os\/exec"|\bexec\.Command(?:Context)?\s*\(|\bsyscall\.(?:Exec|ForkExec)\b|\bos\.StartProcess\b/,
  },
  { flag: "touches_exec", topic: "Rust std::process::Command", addedLines: /\bprocess::(?:Command\b|\{[^}\n]*\bCommand\b)/ },
  {
    flag: "touches_exec",
    topic: "C/C++ and Win32 process creation",
    addedLines:
      /(?<![\w.])(?:_popen|execv|execvp|execvpe|execl|execlp|execle|execve|posix_spawnp?|fork|vfork|WinExec|CreateProcess[AW]?|ShellExecute(?:Ex)?[AW]?)\s*\(/,
  },
  { flag: "touches_exec", topic: "Lua os.execute, io.popen", addedLines: /\bos\.execute\s*\(|\bio\.popen\s*\(/ },
  {
    flag: "touches_exec",
    topic: "shell invocations in any file",
    addedLines: /\b(?:ba|z|da|k)?sh\s+-c\b|\bcmd(?:\.exe)?\s+\/c\b|\bpowershell(?:\.exe)?\s+-(?:c|command)\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b/i,
  },
  {
    flag: "touches_exec",
    topic: "npm lifecycle scripts",
    addedLines: /^[ \t]*"(?:pre|post)?(?:install|prepare|prepublish|prepack|postpack)"[ \t]*:/m,
    inFiles: ["**/package.json"],
  },
  // A CI pipeline runs its steps with the repository's secrets: any added line counts.
  { flag: "touches_exec", topic: "CI pipeline definitions", addedLines: /\S/, inFiles: CI_PIPELINES },
];
