# Installs letterfun like other software: `make install` (PREFIX=/usr/local by default,
# DESTDIR honoured), `make uninstall` with the same PREFIX, `make deb` for a Debian package.
# `make man` rewrites docs/letterfun.1 from the commands' help; `make check-man` fails when
# the committed page no longer says what --help says.
# Both binaries are release builds that carry the Swift runtime, so they need only the
# system's libpng, libjpeg, zlib, libc and C++ runtime (the Depends of the .deb).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

BINDIR := $(PREFIX)/bin
MAN1DIR := $(PREFIX)/share/man/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d

CLI := .build/release/letterfun
SERVER := Server/.build/release/letterfun-server
COMPLETIONS := .build/completions
DEB_STAGE := .build/deb

# Every file `make install` puts down, so that `make uninstall` removes exactly these.
INSTALLED := $(BINDIR)/letterfun $(BINDIR)/letterfun-server $(MAN1DIR)/letterfun.1 \
	$(BASHDIR)/letterfun $(ZSHDIR)/_letterfun $(FISHDIR)/letterfun.fish
# Their folders, deepest first: uninstall removes those it leaves empty (never PREFIX itself).
FOLDERS := $(BASHDIR) $(PREFIX)/share/bash-completion $(ZSHDIR) $(PREFIX)/share/zsh \
	$(FISHDIR) $(PREFIX)/share/fish $(MAN1DIR) $(PREFIX)/share/man $(PREFIX)/share $(BINDIR)

MAN_OUT := .build/plugins/GenerateManual/outputs/letterfun/letterfun.1

.PHONY: all build install uninstall deb clean man check-man generate-man

all: build

# The man page is ArgumentParser's, generated from the same help text as --help.
generate-man:
	rm -f $(MAN_OUT)
	$(SWIFT) package generate-manual

man: generate-man
	cp $(MAN_OUT) docs/letterfun.1

# Only the date line (.Dd) may differ.
check-man: generate-man
	grep -v '^\.Dd ' docs/letterfun.1 > .build/letterfun.1.committed
	grep -v '^\.Dd ' $(MAN_OUT) > .build/letterfun.1.generated
	@diff .build/letterfun.1.committed .build/letterfun.1.generated || \
		{ echo "docs/letterfun.1 is out of date with --help: run make man" >&2; exit 1; }

# SwiftPM decides what is out of date, so these always ask it.
build:
	$(SWIFT) build -c release --product letterfun
	$(SWIFT) build -c release --package-path Server --product letterfun-server
	rm -rf $(COMPLETIONS) && mkdir -p $(COMPLETIONS)
	$(CLI) --generate-completion-script bash > $(COMPLETIONS)/letterfun
	$(CLI) --generate-completion-script zsh > $(COMPLETIONS)/_letterfun
	$(CLI) --generate-completion-script fish > $(COMPLETIONS)/letterfun.fish

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MAN1DIR)" "$(DESTDIR)$(BASHDIR)" \
		"$(DESTDIR)$(ZSHDIR)" "$(DESTDIR)$(FISHDIR)"
	install -m 755 $(CLI) $(SERVER) "$(DESTDIR)$(BINDIR)/"
	install -m 644 docs/letterfun.1 "$(DESTDIR)$(MAN1DIR)/letterfun.1"
	install -m 644 $(COMPLETIONS)/letterfun "$(DESTDIR)$(BASHDIR)/letterfun"
	install -m 644 $(COMPLETIONS)/_letterfun "$(DESTDIR)$(ZSHDIR)/_letterfun"
	install -m 644 $(COMPLETIONS)/letterfun.fish "$(DESTDIR)$(FISHDIR)/letterfun.fish"

uninstall:
	rm -f $(foreach f,$(INSTALLED),"$(DESTDIR)$(f)")
	for d in $(FOLDERS); do rmdir "$(DESTDIR)$$d" 2>/dev/null || true; done

# The package installs under /usr. Its Depends come from dpkg-shlibdeps, which maps each
# library the binaries load to its Debian package (libpng16-16, libjpeg62-turbo, zlib1g, ...).
deb: build
	rm -rf $(DEB_STAGE)
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_STAGE)/root PREFIX=/usr
	gzip -9n $(DEB_STAGE)/root/usr/share/man/man1/letterfun.1
	mkdir -p $(DEB_STAGE)/root/DEBIAN $(DEB_STAGE)/debian
	printf 'Source: letterfun\n\nPackage: letterfun\nArchitecture: any\n' \
		> $(DEB_STAGE)/debian/control
	cd $(DEB_STAGE) && dpkg-shlibdeps -O -eroot/usr/bin/letterfun \
		-eroot/usr/bin/letterfun-server > shlibs
	version=$$($(CLI) --version) && \
	depends=$$(sed -n 's/^shlibs:Depends=//p' $(DEB_STAGE)/shlibs) && \
	printf '%s\n' "Package: letterfun" "Version: $$version" \
		"Architecture: $$(dpkg --print-architecture)" "Maintainer: letterfun <letterfun@localhost>" \
		"Installed-Size: $$(du -sk $(DEB_STAGE)/root/usr | cut -f1)" \
		"Depends: $$depends" "Section: games" "Priority: optional" \
		"Description: Letterpress screenshot reader and move finder" \
		" Reads a Letterpress screenshot (letters and who owns each tile) and recommends" \
		" a move; letterfun serve offers the same from a phone through a small web page." \
		> $(DEB_STAGE)/root/DEBIAN/control
	dpkg-deb --root-owner-group --build $(DEB_STAGE)/root \
		.build/letterfun_$$($(CLI) --version)_$$(dpkg --print-architecture).deb

clean:
	rm -rf $(COMPLETIONS) $(DEB_STAGE) .build/letterfun_*.deb
